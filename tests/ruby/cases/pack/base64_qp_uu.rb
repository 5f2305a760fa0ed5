# Base64 (m, m0), quoted-printable (M) and uuencode (u): line lengths, padding, the
# lenient and strict decoders, and the encodings of what they give.
def show(label)
  r = yield
  enc = r.is_a?(String) ? " (#{r.encoding})" : r.is_a?(Array) ? " #{r.map { |x| x.is_a?(String) ? x.encoding.to_s : x.class.to_s }.uniq}" : ''
  puts "#{label} => #{r.inspect}#{enc}"
rescue => e
  puts "#{label} => #{e.class}: #{e.message}"
end

inputs = ["", "a", "ab", "abc", "abcd", "héllo wörld", "\x00\xff\xfe".b, "x" * 44, "y" * 45,
          "z" * 46, "w" * 100]
["m", "m0", "m1", "m2", "m3", "m4", "m6", "m60", "m*", "u", "u0", "u1", "u3", "u6", "u62",
 "u63", "u64", "u100", "u*"].each do |t|
  inputs.each do |s|
    show("[#{s.inspect}].pack(#{t})") { r = [s].pack(t); [r, r.unpack1(t[0])] }
  end
end
show("m with nil") { [nil].pack("m") }
show("m with an Integer") { [1].pack("m") }
show("u with nil") { [nil].pack("u") }
show("m then C is binary") { ["a", 1].pack("mC") }
show("mM stays US-ASCII") { ["a", "b"].pack("mM") }
show("m0 then U is UTF-8") { ["a", 233].pack("m0U") }

["", "YQ==", "YWI=", "YWJj", "YWJjZA==", "YQ", "YWI", "Y", "YQ=", "YQ==YWI=", "==YQ", "Y=Q=",
 "YW\nJj\n", "YW Jj", "Y\x80Q*=", "aGV", "aGVsbG8", "aGVsbG8=\n", "!!!", "YR==", "YWF=",
 "-_-_", "+/+/", "YWJj\n\n\nZGVm"].each do |s|
  show("#{s.inspect}.unpack(m)") { s.unpack("m") }
  show("#{s.inspect}.unpack(m0)") { s.unpack("m0") }
end
show("m then C") { "YQ==".unpack("mC") }
show("m0 then a") { "YQ==".unpack("m0a*") }

["", "abc", "a=3Db", "caf=C3=A9", "soft=\nbreak", "soft=\r\nbreak", "bad=ZZ", "end=",
 "end=4", "=41=\n=4", "a\r\nb", "=3d lower"].each do |s|
  show("#{s.inspect}.unpack(M)") { s.unpack("M") }
end
["", "abc", "a=b", "tab\tend\t\nx", "space \nx", "é", "\x00\x7f\x80".b, "l" * 80,
 "l" * 72 + "\n" + "m" * 10, "a" * 73, "trailing space "].each do |s|
  ["M", "M0", "M1", "M2", "M10", "M*"].each do |t|
    show("[#{s.inspect}].pack(#{t})") { r = [s].pack(t); [r, r.unpack1("M")] }
  end
end
show("M with an Integer") { [42].pack("M") }
show("M with nil") { [nil].pack("M") }
show("M with a Symbol") { [:sym].pack("M") }

["", "#86)C\n", "#86)C", "#86)C\r\n", "!80``\n", "$86)C9```\n", "M" + "A" * 60 + "\n",
 "abc", "#86)CX\n#86)C\n", "`\n", "\"86)C\n"].each do |s|
  show("#{s.inspect}.unpack(u)") { s.unpack("u") }
end
show("u then C") { "#86)C\nA".unpack("uC") }
show("M then a") { "ab=ZZcd".unpack("Ma*") }
show("M then a, a whole escape") { "ab=4".unpack("Ma*") }
show("m then a") { "YWJj!YQ=x".unpack("ma*") }
show("m0 then a") { "YWE=".unpack("m0a*") }
