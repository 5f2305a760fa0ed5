user = "deploy"
a = <<~TEXT
  Hello #{user},
    indented line
  last line
TEXT
puts a

b = <<-EOS
    keeps indentation
    for #{user}
    EOS
puts b

c = <<~'RAW'
  no #{interpolation} here
  backslash \n stays
RAW
puts c

d = <<~EOT.lines.map(&:strip).join(",")
  one
  two
EOT
puts d
e = <<~X + "tail"
  head
X
puts e
puts <<~ONE + <<~TWO
  first
ONE
  second
TWO
