p (1..3).to_a
p Array(1..3)
p [*1..3]
p (1..3).entries
p ("aa".."ad").to_a
p ("y".."ab").to_a
p (1..3).map(&:to_s).join("-")
p ("A".."C").zip(1..3)
p (1..3).to_a.product(("a".."b").to_a).length
p (0...5).to_a.sample.between?(0, 4)
p (1..10).each_slice(4).map(&:first)
p (1..3).sum { |x| x * 10 }
p (1..3).inject { |a, b| a * b }
p (1..3).count
p (1..10).count(&:even?)
p (1..3).tally
p (1..3).zip(4..6)
p (1.5..3).to_s
begin
  (1.5..3).to_a
rescue TypeError => e
  puts e.message
end
