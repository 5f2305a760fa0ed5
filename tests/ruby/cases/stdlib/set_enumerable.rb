require "set"
s = Set.new
%w[nginx redis nginx postgres redis].each { |x| s << x }
p s.to_a
p s.size
p s.sort
p s.map(&:upcase)
p s.count { |x| x.include?("r") }
p s.include?("nginx")
p s.min
p s.sum("") { |x| x[0] }
p s.each_slice(2).to_a
p s.find { |x| x.start_with?("p") }
p s.delete_if { |x| x == "redis" }.to_a
p s.length
f = s.dup.freeze
p f.frozen?
begin
  f << "x"
rescue FrozenError => e
  p e.class
end
p s.to_a.join(",")
p s.first
p s.first(2)
