def grade(score)
  case score
  when 90.. then "A"
  when 80...90 then "B"
  when 70...80 then "C"
  else "F"
  end
end
[95, 90, 89.5, 80, 79.99, 10].each { |s| puts "#{s} => #{grade(s)}" }
p (1..10).cover?(10)
p (1...10).cover?(10)
p ("a".."z").cover?("mm")
p ("a".."z").include?("mm")
p (1..10) === 5.5
p (1..10).to_a.include?(5.5)
p (Time.at(0).year..2100).include?(1970) rescue p true
versions = "1.2".."1.9"
p versions.cover?("1.5")
p (1..3).eql?(1..3)
p (1..3) == (1...4)
p (1..3).hash == (1..3).hash
p (1..3).minmax
p (1...1).to_a
p (1...1).size
