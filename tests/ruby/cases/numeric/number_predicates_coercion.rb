vals = [0, 1, -1, 2.5, -0.0, 10**20, 1.0/0]
vals.each do |v|
  puts [v.inspect, v.class, v.zero?, v.positive?, v.negative?, v.integer?, v.finite?].join(" ")
end
p 1.0.to_i.to_s
p 3.7.to_i
p -3.7.to_i
p 1.next_float > 1 rescue p "nf"
p 10.0.to_s
p 10.5.to_s
p 10.to_s(2).count("1")
p Numeric === 1.5
p Float === 1
p (1..3).sum { |x| x * 0.1 }
p [0.1] * 3
p [0.1, 0.2, 0.3].sum
p [0.1, 0.2, 0.3].inject(:+)
p [1, 2.0].sum
p [1e100, 1.0, -1e100].sum
