re = /(\w+)@(\w+)\.com/
m = re.match("mail bob@example.com now")
p m.class
p m[0]
p m[1]
p m[2]
p m[3]
p m.to_a
p m.captures
p m.begin(0)
p m.end(0)
p m.offset(1) rescue p "n/a"
p m.string
p m.pre_match
p m.post_match
p re.match("nothing")
p re.match?("bob@x.com")
p "bob@x.com".match?(re)
p re.match("a@b.com c@d.com", 5)[0]
p "str".match("t")[0]
p m.values_at(1, 2)
p m.size
