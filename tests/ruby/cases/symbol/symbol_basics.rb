s = :install
p s
puts s
p s.to_s
p s.to_sym.equal?(s)
p s.length
p s.upcase
p s.succ
p s <=> :remove
p s == :install
p s.equal?(:install)
p "install".to_sym.equal?(s)
p s.start_with?("inst")
p s.end_with?("all")
p s[0, 3]
p s.to_proc.call("x") rescue p "no such method"
p %i[create delete nothing]
p %I[a#{1} b]
p s.class
p s.frozen?
p :a.object_id == :a.object_id
