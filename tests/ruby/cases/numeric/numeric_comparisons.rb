p 1 <=> 2
p 2 <=> 2
p 3 <=> 2
p 1 <=> "a"
p 1 == 1.0
p 1.equal?(1)
p 17.between?(10, 20)
p [3, 1.5, 2].max
p [3, 1.5, 2].min
p [3, 1.5, 2].sort
p [1, 2, 3].sum / [1, 2, 3].size
p [1, 2, 3].sum.fdiv(3)
p [1, 2, 4].sum / 3.0
p 5.clamp(1, 3)
p -5.abs
p 5.0.abs
p -0.0 == 0.0
p 10.coerce(2.5)
p 3.zero? ? "z" : "nz"
begin
  1 < nil
rescue ArgumentError => e
  puts e.message
end
begin
  1 + nil
rescue TypeError => e
  puts e.message
end
begin
  1 + "2"
rescue TypeError => e
  puts e.message
end
begin
  "2" + 1
rescue TypeError => e
  puts e.message
end
