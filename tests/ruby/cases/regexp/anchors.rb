p "line1\nline2" =~ /^line2$/
p "line1\nline2" =~ /\Aline2/
p "line1\nline2" =~ /\Aline1/
p "abc\n" =~ /c\z/
p "abc\n" =~ /c\Z/
p "abc\n".match?(/c$/)
p "abc" =~ /\Aabc\z/
lines = "key=1\nother=2\nkey=3"
p lines.scan(/^key=(\d)$/)
p lines.scan(/\Akey=(\d)/)
p "hello world".gsub(/\bw/, "W")
p "a.b.c".split(/\./)
p "  x".sub(/^\s+/, "")
p "foo123bar" =~ /\d+/
p $~[0]
p "tab\tsep" =~ /\s/
