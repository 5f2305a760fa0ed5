s = "the cat sat on the mat"
puts s.gsub("at", "og")
puts s.gsub(/(\w)at/, '\1-AT')
puts s.gsub(/(\w)at/) { $1.upcase + "at" }
puts s.gsub(/\b(\w)/) { |m| m.upcase }
puts s.gsub(/[aeiou]/, "a" => "4", "e" => "3", "o" => "0")
puts s.gsub(/(?<first>\w)(?<rest>\w*)/, '\k<rest>\k<first>ay')
puts s.gsub("the", "THE").gsub(" ", "_")
puts s.gsub(/o/, "\\0\\0")
puts s.gsub(/cat|mat/, "cat" => "dog")
puts "a.b.c".gsub(".", "::")
puts "path/to/file".gsub("/", "\\")
puts "x-y".gsub(/-/, '\\\\')
puts "tab\there".gsub(/\s/, "_")
puts "aaa".gsub(/a/, "b" => "c").inspect
puts "hello".gsub(/l/) { |m| m.ord.to_s }
puts "2 + 3".gsub(/\d+/) { |n| (n.to_i * 10).to_s }
puts "John Smith".gsub(/(\w+) (\w+)/, '\2, \1')
puts "a1b2".gsub(/\d/, "")
