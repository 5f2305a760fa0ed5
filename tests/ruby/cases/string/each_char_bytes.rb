word = "Ruby"
word.each_char { |c| print c, "." }
puts
word.each_char.with_index { |c, i| print i, c }
puts
p word.chars.map(&:ord)
p word.bytes.sum
p word.each_byte.to_a
p word.chars.each_slice(2).map(&:join)
p word.chars.rotate.join
p word.chars.sort.join
p word.downcase.chars.tally
p "hello".chars.uniq.size
p "a-b-c".each_char.reject { |c| c == "-" }.join
