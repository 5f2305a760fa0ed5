p "abc123_-" .scan(/\w/).join
p "abc 123".scan(/\d/)
p "abc 123".scan(/\D/).join
p "a b\tc\nd".scan(/\S/).join
p "0xDEADbeef".scan(/\h+/)
p "x1y2".gsub(/[^0-9]/, "")
p "file.tar.gz".match(/\.([^.]+)\z/)[1]
p "a+b=c".split(/[+=]/)
p "C:\\path\\x".split(/\\/)
p "1.2.3" =~ /\A\d+\.\d+\.\d+\z/
p "1x2x3" =~ /\A\d+\.\d+\.\d+\z/
p "[bracket]".match(/\[(.*)\]/)[1]
p "price: $40".match(/\$(\d+)/)[1].to_i
p "a/b/c".scan(%r{[^/]+})
p %r{/etc/(\w+)}.match("/etc/nginx/x")[1]
p "tic-tac-toe".scan(/t[aeiou]c/)
p "aaa".scan(/a{2}/)
p "color colour".scan(/colou?r/)
p "ab12cd".scan(/[a-z]+|\d+/)
