a = <<~EOS
    four spaces

      six spaces
    back to four
  EOS
b = <<~EOS
  #{x} first
    deeper
EOS
