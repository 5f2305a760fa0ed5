s = "hello world"
p s.sub("world", '[\0]')
p s.sub("world", '<\&>')
p s.sub("o", "(\\`)")
p s.sub("o", "(\\')")
p s.gsub(/o/, '\\\\')
p s.gsub("o", "\\\\o")
p s.sub(/(?<w>w\w+)/, '{\k<w>}')
p s.gsub(/(l+)/) { "<#{$1.length}>" }
p s.gsub(/l/, "l" => "L")
p s.gsub(/[eo]/, "e" => 3)
p s.tr("lo", "01")
p "a\\b".gsub("\\", "/")
p "a/b".gsub("/", "\\\\")
p "x".gsub(/x/, "\\\\\\\\")
p "cost: $5".sub("$5", "$10")
p "2 + 2".sub("+", "plus")
p "a.b.c".gsub(".") { "[dot]" }
