[1e308, "1", 1.9, nil, -2, -10, 10, 3, 2**64, -0.0].each do |pos|
  r = [/a/.match("bab", pos), /a/.match?("bab", pos), "bab".match(/a/, pos), "bab".match?(/a/, pos), $~]
  p r.map { |x| x.is_a?(MatchData) ? [x[0], x.begin(0)] : x }
rescue TypeError, RangeError => e
  p [pos, e.class, e.message]
end
"xax" =~ /a/
p "bab".match(/a/, -10), $~
