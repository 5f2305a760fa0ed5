p Regexp.escape("1.2.3")
p Regexp.escape("a+b*c?")
p Regexp.escape("path/to (x)")
p Regexp.escape("[x]{y}^$|\\")
p Regexp.escape("tab\there")
literal = "file.rb"
re = /\A#{Regexp.escape(literal)}\z/
p re.match?("file.rb")
p re.match?("fileXrb")
p re
u = Regexp.union("cat", "dog")
p u
p u.match?("hotdog")
p Regexp.union("a.b", /c+/)
p Regexp.union(%w[x y z]).source
p "cat and dog and bird".scan(Regexp.union("cat", "bird"))
p Regexp.new("a+b").match?("aaab")
p Regexp.new("abc", Regexp::IGNORECASE).match?("ABC")
p Regexp.new("x").source
p /a#{1 + 1}b/.source
p Regexp.union
