# The string directives of pack and unpack: a A Z, bit strings b B, hex h H, and their
# counts, padding and the encodings of what they give.
def show(label)
  r = yield
  enc = r.is_a?(String) ? " (#{r.encoding})" : r.is_a?(Array) ? " #{r.map { |x| x.is_a?(String) ? x.encoding.to_s : x.class.to_s }.uniq}" : ''
  puts "#{label} => #{r.inspect}#{enc}"
rescue => e
  puts "#{label} => #{e.class}: #{e.message}"
end

%w[a A Z].each do |d|
  ["", "0", "1", "3", "5", "*"].each do |n|
    ["", "abc", "héllo", "a\0b"].each do |s|
      show("[#{s.inspect}].pack(#{d}#{n})") { [s].pack("#{d}#{n}") }
    end
  end
end
show("a with nil") { [nil].pack("a3") }
show("A with nil") { [nil].pack("A*") }
show("a with an Integer") { [1].pack("a") }
show("a with to_str") { o = Object.new; def o.to_str; "xy"; end; [o].pack("a*") }
show("a*a*") { %w[ab cd].pack("a*a*") }
show("a2x2a2") { %w[ab cd].pack("a2x2a2") }

%w[b B h H].each do |d|
  ["", "0", "1", "3", "4", "7", "8", "9", "16", "17", "24", "*"].each do |n|
    ["", "1", "10110", "0123456789abcdefABCDEFgGzZ", "11111111000000001"].each do |s|
      show("[#{s.inspect}].pack(#{d}#{n})") { [s].pack("#{d}#{n}") }
    end
  end
end
show("H with nil") { [nil].pack("H*") }
show("H*") { ["deadbeef"].pack("H*") }
show("h*") { ["deadbeef"].pack("h*") }
show("H odd") { ["abc"].pack("H*") }

text = "  hé\0llo \0 "
["a", "A", "Z", "a*", "A*", "Z*", "a3", "A3", "Z3", "a20", "A20", "Z20", "Z*Z*", "A2A*", "a0a"].each do |t|
  show("unpack #{t}") { text.unpack(t) }
end
show("Z* past NUL") { "ab\0cd\0\0e".unpack("Z*Z*Z*Z*") }
show("Z5") { "ab\0cdef".unpack("Z5a*") }
show("A strips NUL and space") { "abc \0 \0".unpack1("A*") }
show("A keeps leading space") { "  abc".unpack1("A*") }

bytes = "\x01\x80\xff\x5a"
%w[b B h H].each do |d|
  ["", "*", "0", "1", "3", "8", "9", "12", "32", "40"].each do |n|
    show("unpack #{d}#{n}") { bytes.unpack("#{d}#{n}") }
  end
end
show("b then C") { bytes.unpack("b3C") }
show("H then C") { bytes.unpack("H3C") }
show("unpack1 H*") { "\xde\xad\xbe\xef".unpack1("H*") }
show("hex round trip") { ["0a1b2c"].pack("H*").unpack1("H*") }
show("bit round trip") { ["1010011101"].pack("B*").unpack1("B10") }
show("utf-8 source") { "é".unpack("a*H*") }
show("force_encoding after pack") { [195, 169].pack("C*").force_encoding("UTF-8") }
show("b of pack") { [233].pack("C*").b }
show("pack then size") { s = [0xe9, 0x41].pack("C*"); [s.size, s.bytesize, s.valid_encoding?] }
