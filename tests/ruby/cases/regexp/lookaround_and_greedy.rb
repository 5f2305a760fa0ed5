p "<a><b>"[/<.+>/]
p "<a><b>"[/<.+?>/]
p "price 100USD 200EUR".scan(/\d+(?=USD)/)
p "price 100USD 200EUR".scan(/(?<=\s)\d+/)
p "foobar foobaz".scan(/foo(?!bar)\w+/)
p "aaa".match(/a+?/)[0]
p "aaa".match(/a*/)[0]
p "abcabc".sub(/(abc)\1/, "double")
p "1234567".gsub(/\B(?=(\d{3})+(?!\d))/, ",")
p "ab12".match(/(?:a|b)+(\d+)/)[1]
p "xyz".match(/(?<all>x(?<inner>y)z)/).named_captures
p "The the".match?(/\b(\w+) \1\b/i)
