s = +"version 1.2.3"
r = s.sub!("9", "x")
p r
p s
r = s.sub!(/\d+/) { |d| (d.to_i + 1).to_s }
p r
p s.equal?(r)
p s.gsub!(/z/, "")
p s.gsub!(/\./, "-")
p s
p "abc".sub("b", "")
p "aaa".sub("a", "b")
p "hello".sub(/(l+)/, '[\1]')
p "hello".sub(/xyz/, "q")
p "Hello".downcase!
p "hello".downcase!
p "hello".capitalize!
p "  x ".strip!
p "x".strip!
p "a\n".chomp!
p "a".chomp!
p "abc".squeeze!
p "aabbcc".squeeze!
