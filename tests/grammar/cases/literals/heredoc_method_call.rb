a = <<~EOS.strip
  text
EOS
b = <<~EOS.lines.map(&:chomp)
  one
  two
EOS
