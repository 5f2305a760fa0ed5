# Array#pack and String#unpack for the integer directives: sizes, signs, byte orders,
# native modifiers, counts, wrapping, and the arguments they refuse.
def show(label)
  r = yield
  puts "#{label} => #{r.inspect}#{r.is_a?(String) ? " (#{r.encoding})" : ''}"
rescue => e
  puts "#{label} => #{e.class}: #{e.message}"
end

values = [0, 1, -1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535, 65536, -32768,
          2**31 - 1, 2**31, 2**32 - 1, 2**32, -2**31, 2**63 - 1, 2**63, 2**64 - 1, 2**64,
          -2**63, 2**70 + 5, -2**70 - 3]
%w[C c S s L l Q q J j n N v V I i].each do |d|
  values.each do |v|
    packed = [v].pack(d)
    show("[#{v}].pack(#{d})") { [packed, packed.unpack1(d)] }
  end
end

%w[S s L l Q q J j I i].each do |d|
  %w[_ ! < > _< !> <_ >!].each do |m|
    show("[-2, 258].pack(#{d}#{m}2)") do
      s = [-2, 258].pack("#{d}#{m}2")
      [s, s.unpack("#{d}#{m}*")]
    end
  end
end

show("C*") { [1, 2, 3].pack("C*") }
show("C2 of 3") { [1, 2, 3].pack("C2") }
show("C0") { [1, 2, 3].pack("C0C") }
show("C4 of 3") { [1, 2, 3].pack("C4") }
show("C*C") { [1].pack("C*C") }
show("C with a Float") { [1.9, -1.9, 255.5].pack("C3") }
show("C with NaN") { [Float::NAN].pack("C") }
show("C with Infinity") { [Float::INFINITY].pack("n") }
show("C with nil") { [nil].pack("C") }
show("C with a String") { ["1"].pack("C") }
show("C with true") { [true].pack("N") }
show("C with to_int") { o = Object.new; def o.to_int; 65; end; [o].pack("C") }
show("L with a Symbol") { [:a].pack("L") }
show("n with spaces and a comment") { [1, 2].pack("n # the first\n n") }
show("tabs") { [1, 2].pack("\tC\n\vC ") }
show("big count") { [1].pack("C99999999999999999999999") }
show("C12") { ([7] * 12).pack("C12") }
show("_ on C") { [1].pack("C_") }
show("! on n") { [1].pack("n!") }
show("< on N") { [1].pack("N<") }
show("< on C") { [1].pack("C<") }
show("<>") { [1].pack("s<>") }
show("<<") { [1].pack("s<<") }
show("%") { [1].pack("%") }

data = (0..23).to_a.pack("C*")
%w[C c S s L l Q q J j n N v V I i S> s< L> l< Q> q< L_ l! I! i_].each do |d|
  show("unpack #{d}*") { data.unpack("#{d}*") }
  show("unpack #{d}3") { data.unpack("#{d}3") }
  show("unpack1 #{d}") { data.unpack1(d) }
end
show("unpack past the end") { "\x01\x02\x03".unpack("S2") }
show("unpack C5") { "ab".unpack("C5") }
show("unpack star stops at whole ones") { "\x01\x02\x03".unpack("S*") }
show("unpack1 too short") { "\x01".unpack1("N") }
show("unpack empty") { "".unpack("C*") }
show("unpack negative") { "\xff\xfe\x80\x00".unpack("c*s<s>") }
show("IP from octets") { "192.168.1.10".split(".").map(&:to_i).pack("C4").unpack1("N") }
show("IP to octets") { [3232235786].pack("N").unpack("C4") }
show("mask") { [0xffffff00].pack("N").unpack("C4") }
show("net order") { [0x1234, 0x12345678].pack("nN").unpack("H*") }
show("little order") { [0x1234, 0x12345678].pack("vV").unpack("H*") }
