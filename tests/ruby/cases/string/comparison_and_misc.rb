a = %w[banana Apple cherry apple]
p a.sort
p a.sort_by { |w| [w.downcase, w] }
p a.max
p a.min_by(&:length)
p "abc".hash == "abc".hash
p "a".ord
p 97.chr
p "hello world".each_char.select { |c| "aeiou".include?(c) }.join
p "Hello".ljust(3)
p "ab".upto("ae").to_a
p "hello"=~/ll/
p "abc".freeze.upcase.frozen?
p "%s" % "x"
p "abc".start_with?("")
p "ab\n".chomp.length
p "a".."e"
p ("a".."e").to_a.join
p "text".then { |t| t * 2 }
