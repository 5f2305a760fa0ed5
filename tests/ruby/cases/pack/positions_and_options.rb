# x X @ in pack and unpack, `buffer:`, `offset:`, unpack's block form, unpack1, templates
# with whitespace and comments, and the encoding each result carries.
def show(label)
  r = yield
  enc = r.is_a?(String) ? " (#{r.encoding})" : r.is_a?(Array) ? " #{r.map { |x| x.is_a?(String) ? x.encoding.to_s : x.class.to_s }.uniq}" : ''
  puts "#{label} => #{r.inspect}#{enc}"
rescue => e
  puts "#{label} => #{e.class}: #{e.message}"
end

["Cx", "Cx3", "Cx0", "Cx*", "CCX", "CCX2", "CCX3", "CCX0", "CCX*", "CC@", "CC@0", "CC@1",
 "CC@5", "CC@*", "C@3C", "CCC@1C", "x2C", "X", "@2", "C x2 X C"].each do |t|
  show("pack #{t}") { [1, 2, 3].pack(t) }
end
data = "abcdef"
["Cx", "Cx2C", "Cx*C", "Cx9", "C2XC", "C2X2C", "CX2", "C3X*C", "a*X*C", "C@C", "C@0C", "C@3C",
 "C@*C", "CC@*C", "@6C", "@7C", "x6C", "X", "@", "@1a*"].each do |t|
  show("unpack #{t}") { data.unpack(t) }
end

show("buffer") { b = "head".b; [65, 66].pack("C*", buffer: b) }
show("buffer is the result") { b = +"x"; r = [1].pack("C", buffer: b); r.equal?(b) }
show("buffer @ counts from its start") { [1].pack("@2C", buffer: "abcdef".b) }
show("buffer @ past its end") { [1].pack("@8C", buffer: "ab".b) }
show("buffer X into its bytes") { [1].pack("X2C", buffer: "abc".b) }
show("buffer keeps UTF-8") { [1].pack("C", buffer: +"é") }
show("buffer becomes US-ASCII") { ["a"].pack("m", buffer: "x".b) }
show("buffer becomes UTF-8") { [233].pack("U", buffer: "x".b) }
show("buffer not a String") { [1].pack("C", buffer: 1) }
show("buffer nil") { [1].pack("C", buffer: nil) }
show("buffer frozen") { [1].pack("C", buffer: "x".freeze) }
show("unknown keyword") { [1].pack("C", buf: "") }
show("pack without a template") { [1].pack }
show("pack with a Symbol") { [1].pack(:C) }
show("pack with to_str") { o = Object.new; def o.to_str; "C"; end; [1].pack(o) }
show("pack twice the same") { a = [1, 2]; [a.pack("CC"), a.pack("CC").frozen?] }

show("offset") { "abcdef".unpack("C2", offset: 2) }
show("offset at the end") { "abc".unpack("C", offset: 3) }
show("offset past the end") { "abc".unpack("C", offset: 4) }
show("offset negative") { "abc".unpack("C", offset: -1) }
show("offset a Float") { "abc".unpack("C", offset: 1.9) }
show("offset nil") { "abc".unpack("C", offset: nil) }
show("offset with @") { "abcdef".unpack("C@1C", offset: 4) }
show("offset with X") { "abcdef".unpack("X2C", offset: 3) }
show("unpack1 offset") { "\x00\x01\x02\x03".unpack1("n", offset: 2) }
show("unpack1 unknown keyword") { "ab".unpack1("C", from: 1) }
show("unpack1 of nothing") { "".unpack1("C") }
show("unpack1 of no value") { "abc".unpack1("x") }
show("unpack1 stops at the first value") { "a".unpack1("Ca%") }
show("unpack1 skips to a value") { "abc".unpack1("x2C") }
show("unpack without a template") { "a".unpack }
show("unpack with nil") { "a".unpack(nil) }

show("block") { out = []; r = "abc".unpack("C*") { |x| out << x * 2 }; [r, out] }
show("block with strings") { out = []; "ab\0cd".unpack("Z*a*") { |x| out << x }; out }
show("block sees values before an error") do
  out = []
  begin
    "ab".unpack("CC%") { |x| out << x }
  rescue ArgumentError => e
    out << e.class
  end
  out
end
show("block break") { "abc".unpack("C*") { |x| break x + 100 } }

show("whitespace") { [1, 2, 3].pack(" C\tC\nC ") }
show("comment") { [1, 2].pack("C # one byte\nC # another") }
show("comment to the end") { [1, 2].pack("C#C") }
show("comment in unpack") { "ab".unpack("C # first\n C") }
show("empty template") { [1].pack("") }
show("only a comment") { [].pack("# nothing") }
show("unpack empty template") { "abc".unpack("") }

%w[C c n a A Z b B h H U w m M u x X @ e E f d g G].each do |d|
  show("encoding of #{d}") do
    items = { "a" => ["ab"], "A" => ["ab"], "Z" => ["ab"], "b" => ["1"], "B" => ["1"],
              "h" => ["a"], "H" => ["a"], "m" => ["ab"], "M" => ["ab"], "u" => ["ab"] }.fetch(d, [65])
    items = [] if %w[x X @].include?(d)
    template = d == "X" ? "x2X" : d
    items = [1] if d == "X"
    template = "CX" if d == "X"
    items.pack(template).encoding
  end
end
show("unpack encodings") { "YWJj".unpack("a A Z b B h H m M u").map(&:encoding).uniq }
show("utf-8 from U* round trip") { "日本語".unpack("U*").pack("U*") }
show("C* of UTF-8 bytes") { "日本".bytes.pack("C*") }
show("C* then force_encoding") { "日本".bytes.pack("C*").force_encoding("UTF-8") }
show("c* of UTF-8 bytes") { [-61, -87].pack("c*").force_encoding(Encoding::UTF_8) }
show("binary equality") { [97].pack("C") == "a" }
show("binary + UTF-8") { [200].pack("C") + "a" }
show("binary + UTF-8 non-ASCII") { ([200].pack("C") + "é") rescue $!.class }
show("bare @ ending an unpack template") { ["".unpack("@"), "".unpack("@0")] }
show("bare @ ending, one byte") { "a".unpack("@") }
show("bare @ before a directive") { "ab".unpack("@C") }
show("bare @ after a directive") { "abc".unpack("CC@") }
show("bare @ after u*") { "".unpack("u*@") }
