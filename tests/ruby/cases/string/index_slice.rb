s = "infrastructure"
p s[0]
p s[-1]
p s[5]
p s[100]
p s[0, 5]
p s[5..]
p s[..4]
p s[5...9]
p s[-9..-6]
p s[14]
p s[14, 2]
p s[15, 2]
p "abc"[5]
p "abc"[3..]
p "abc"[4..]
p s["struct"]
p s["xyz"]
p s[/r(\w)s/]
p s[/r(\w)s/, 1]
p s.slice(0, 2)
t = +"hello world"
p t.slice!(0, 6)
p t
t[0] = "W"
p t
t["orld"] = "ORLD"
p t
t[/O/] = "0"
p t
p "hello"[1..-2]
p "hello"[-3, 2]
