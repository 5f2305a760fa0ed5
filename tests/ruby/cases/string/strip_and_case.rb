p "  padded  ".strip
p "  padded  ".lstrip
p "  padded  ".rstrip
p "\t\n x \n".strip
p "xxhixx".delete_prefix("xx").delete_suffix("xx")
p "Hello World".upcase
p "Hello World".downcase
p "Hello World".swapcase
p "hello world".capitalize
p "HELLO".capitalize
p "snake_case_word".split("_").map(&:capitalize).join
p "CamelCaseWord".gsub(/([a-z])([A-Z])/, '\1_\2').downcase
p "abc".center(9, "*")
p "abc".ljust(6, ".") + "|"
p "abc".rjust(6) + "|"
p "abc".center(2)
p "trailing\n".chomp
p "trailing\r\n".chomp
p "noline".chomp
p "ends.rb".chomp(".rb")
p "abc".chop
p "x".chop.chop
p "aaabbbccc".squeeze
p "a--b---c".squeeze("-")
