p ("a".."e").to_a.join
p ("A".."Z").count
p ("a".."zz").count
p ("aa".."ac").map(&:upcase)
p ("1".."10").to_a
p ("08".."11").to_a
p ("a".."e").step(2).to_a
p ("a".."e").include?("c")
p ("a".."e").include?("cc")
p ("a".."e").cover?("cc")
p ("a".."e") === "c"
p ("A".."F").each_slice(2).map(&:join)
p ("x".."z").zip(1..3).to_h
p ("a".."c").reverse_each.to_a
p ("b".."a").to_a
p ("a"..."a").to_a
