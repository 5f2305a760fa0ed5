p "hello world".gsub(/o/, "0")
p "hello world".gsub(/(o)/, '[\1]')
p "hello world".gsub(/(?<v>[aeiou])/, '<\k<v>>')
p "hello".gsub(/l/, '\0\0')
p "hello".gsub(/l/, "\\\\")
p "a.b".gsub(".", "\\.")
p "hello".gsub(/(h)(e)/, '\2\1')
p "hello".gsub(/x*/, "-")
p "abc".gsub(//, "|")
p "snake_case_here".gsub(/_(\w)/) { $1.upcase }
p "CamelCaseHere".gsub(/(?<!^)([A-Z])/, '_\1').downcase
p "aaa".sub(/a/) { |m| m.upcase }
p "1,234,567".gsub(/,/, "")
p "   x   y  ".gsub(/\s+/, " ").strip
p "x=1;y=2".gsub(/(\w)=(\d)/) { "#{$1.upcase}:#{$2.to_i * 2}" }
p "ab".gsub(/(a)|(b)/) { $1 ? "A" : "B" }
p "%{a} %{b}".gsub(/%\{(\w+)\}/) { { "a" => "1", "b" => "2" }[$1] }
p "path".gsub(/\A/, "/")
