a = <<~'EOS'
  no #{interpolation} and \n stays
EOS
b = <<~"EOS"
  with #{interpolation}\tand escapes
EOS
