x = <<~EOS
  body
  more
