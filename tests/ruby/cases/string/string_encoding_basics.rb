s = "héllo wörld"
p s.length
p s.bytesize
p s.reverse
p s.upcase
p s[1]
p s.chars.first(3)
p s.encoding.to_s
p "abc".ascii_only?
p s.ascii_only?
p "é".bytes
p s.center(15, "*")
p "über".capitalize
p "ÉCOLE".downcase
p "naïve".tr("ï", "i")
p s.index("w")
p s.scan(/\w+/)
