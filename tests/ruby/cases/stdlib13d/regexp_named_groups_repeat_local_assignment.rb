if /(?<word>[a-z]+)|(?<word>\d+)/ =~ "123"
  p word
end
if /(?<a>x)(?<b>y)?/ =~ "x"
  p a, b
end
