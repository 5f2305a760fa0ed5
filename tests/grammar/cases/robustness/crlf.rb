if x
  y = "a
b"
end
z = <<~EOS
  line
EOS
foo 1, \
  2
