a = <<EOS
  keeps #{x} indentation
EOS
b = <<-EOS
  dash lets the terminator be indented
  EOS
c = 1
