s = +"hello"
t = s
s << " world"
puts t
s.concat("!", "!")
puts s
s.prepend(">> ")
puts s
s.insert(3, "[x]")
puts s
s[0, 2] = "<<"
puts s
s.replace("new")
puts t
s.upcase!
puts t
puts s.equal?(t)
u = s + "-copy"
puts s
puts u
s *= 2
puts s
puts t
buf = String.new
3.times { |i| buf << i.to_s << "," }
puts buf
puts buf.chop
buf.chomp!(",")
puts buf
