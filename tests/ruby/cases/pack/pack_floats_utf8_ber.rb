# Floats (D d F f E e G g), UTF-8 code points (U) and BER-compressed integers (w).
def show(label)
  r = yield
  puts "#{label} => #{r.inspect}#{r.is_a?(String) ? " (#{r.encoding})" : ''}"
rescue => e
  puts "#{label} => #{e.class}: #{e.message}"
end

floats = [0.0, -0.0, 1.0, -1.5, 0.1, 3.141592653589793, 1e38, 3.5e38, 1e300, -1e300,
          1e-45, 5e-324, Float::INFINITY, -Float::INFINITY, 7, -3, 2**64, 2**2000]
%w[D d F f E e G g].each do |d|
  floats.each do |v|
    show("[#{v}].pack(#{d})") { s = [v].pack(d); [s, s.unpack1(d)] }
  end
  show("NaN #{d}") { [Float::NAN].pack(d).unpack1(d).nan? }
end
show("e with a String") { ["1.5"].pack("e") }
show("e with nil") { [nil].pack("e") }
show("e with true") { [true].pack("e") }
show("e with an Object") { [Object.new].pack("g") }
show("e2") { [1.5, 2.5].pack("e2") }
show("d*") { [1, 2.5, -3].pack("d*").unpack("d*") }
show("unpack e past the end") { "\x00\x00".unpack("e2") }
show("unpack E*") { ([1.5].pack("E") + "xyz").unpack("E*") }
show("unpack g3") { [1.0, 2.0].pack("g2").unpack("g3") }

[0, 0x41, 0x7f, 0x80, 0xe9, 0x7ff, 0x800, 0xd800, 0xffff, 0x10000, 0x10ffff, 0x110000,
 0x1fffff, 0x200000, 0x3ffffff, 0x4000000, 0x7fffffff].each do |cp|
  show("[#{cp}].pack(U)") { s = [cp].pack("U"); [s.bytes, s.encoding, s.valid_encoding?] }
end
show("U out of range") { [0x80000000].pack("U") }
show("U negative") { [-1].pack("U") }
show("U*") { [104, 233, 0x20ac, 0x1f600].pack("U*") }
show("U2") { [104, 233, 0x20ac].pack("U2") }
show("U then C is UTF-8") { [233, 65].pack("UC") }
show("C then U is binary") { [65, 233].pack("CU") }
show("U with a Float") { [65.7].pack("U") }
show("U with a String") { ["a"].pack("U") }
show("unpack U*") { "héllo €😀".unpack("U*") }
show("unpack U2") { "héllo".unpack("U2") }
show("unpack U10") { "hé".unpack("U10") }
show("unpack U then a") { "héllo".unpack("U2a*") }
show("unpack1 U") { "€".unpack1("U") }
show("unpack U of a binary String") { "\xc3\xa9".b.unpack("U*") }
["\xff", "\x80", "\xc3", "\xe2\x82", "\xc3\x28", "\xc0\x80", "\xe0\x80\x80", "\xed\xa0\x80",
 "\xf4\x90\x80\x80", "\xf8\x88\x80\x80\x80", "\xfc\x84\x80\x80\x80\x80", "\xfe", "a\xffb"].each do |bad|
  show("unpack U* of #{bad.inspect}") { bad.unpack("U*") }
end

[0, 1, 127, 128, 16383, 16384, 2**32, 2**64 + 1, 2**100].each do |v|
  show("[#{v}].pack(w)") { s = [v].pack("w"); [s, s.unpack1("w")] }
end
show("w*") { [1, 300, 70000].pack("w*").unpack("w*") }
show("w negative") { [-1].pack("w") }
show("w with a Float") { [300.9].pack("w") }
show("w with nil") { [nil].pack("w") }
show("unpack w unfinished") { "\x81\x82".unpack("w") }
show("unpack w2 of three") { [1, 2, 3].pack("w3").unpack("w2") }
show("unpack w then C") { "\x81\x00\x07".unpack("wC") }
show("U of a surrogate shows its bytes") { [233, 0xd800, 0].pack("U3") }
show("U of a big Integer") { [2**64].pack("U") }
show("U of a big Float") { [1e40].pack("U") }
show("U of NaN") { [Float::NAN].pack("U") }
show("U of nil") { [nil].pack("U") }
show("invalid UTF-8 after force_encoding") { [0x61, 0xff, 0xe9].pack("C*").force_encoding("UTF-8") }
