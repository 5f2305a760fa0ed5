p "hello world".partition(" ")
p "a=b=c".partition("=")
p "a=b=c".rpartition("=")
p "nothing".partition(":")
p "hello".each_char.first
p "abc".include?("bc")
p "Hello World Foo".split.map(&:downcase).join("-")
p "abcdef".each_slice(2).to_a rescue p "abcdef".scan(/../)
p "line one".ljust(12) + "|"
p "x".ord.to_s(2)
p "hello %s" % "bob"
p "title case words".split.map(&:capitalize).join(" ")
p "hello"[1] + "hello"[-1]
p "CSV,data,row".downcase.split(",")
p "a".upto("c").map(&:upcase)
p "text" =~ /x/
p "abc".unpack("C*") rescue p "x"
p "%.3s" % "abcdef"
p "repeat " * 2
p "  multiple   spaces  ".squeeze(" ").strip
p "Hello"[0].downcase + "Hello"[1..]
p "a b c".delete(" ")
p "12:34:56".split(":").map(&:to_i).sum
