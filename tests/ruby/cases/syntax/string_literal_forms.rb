a = 'single'
b = "double"
c = "adjacent " 'literals ' "joined"
p a, b, c
d = "line one \
continued"
p d
p 'it''s'
p 'escaped \' quote and \\ backslash and \n not newline'
p "tab\tnewline\\n"
p "\x41\u0042\103"
p "\s"
p "a#b"
p "#notinterp"
p "\#{literal}"
p '#{literal}'
e = "multi
line"
p e
p "" + ''
p "ab" "cd"
f = "x"
p "#{f}" "#{f}"
