# What pack and unpack refuse, and the warnings MRI gives under $VERBOSE for letters that
# are no directive (captured through Warning.warn so they print on stdout).
module Warning
  def self.warn(message, **)
    print "warning: ", message
  end
end

def show(label)
  r = yield
  puts "#{label} => #{r.inspect}#{r.is_a?(String) ? " (#{r.encoding})" : ''}"
rescue => e
  puts "#{label} => #{e.class}: #{e.message}"
end

show("unknown, not verbose") { [1].pack("Cy") }
show("unknown unpack, not verbose") { "a".unpack("yC") }
$VERBOSE = true
show("unknown pack") { [1].pack("Cy") }
show("unknown pack letters") { [1, 2].pack("CkCR") }
show("unknown unpack") { "ab".unpack("CyC") }
show("unknown unpack1") { "ab".unpack1("yC") }
show("NUL in a template") { [1].pack("C\0") }
show("control character") { "a".unpack("C\x01") }
show("non-ASCII") { [1].pack("C\xff".b) }
show("bignum to a float") { [2**1100].pack("e") }
$VERBOSE = false
show("bignum to a float, not verbose") { [2**1100].pack("e") }
$VERBOSE = nil
show("unknown, warnings off") { [1].pack("Cy") }
$VERBOSE = false

show("too few") { [].pack("C") }
show("too few for a") { [].pack("a") }
show("too few for a count") { [1, 2].pack("n3") }
show("too few after some") { ["a"].pack("a2C") }
show("% in pack") { [1].pack("%") }
show("% in unpack") { "a".unpack("%") }
show("_ after a") { ["a"].pack("a_") }
show("! after U") { [1].pack("U!") }
show("< after d") { [1.0].pack("d<") }
show("> after x") { [].pack("x>") }
show("both orders") { [1].pack("L<>") }
show("both orders in unpack") { "abcd".unpack("L><") }
show("length too big") { [].pack("x18446744073709551616") }
show("X outside") { [].pack("X") }
show("X outside in unpack") { "".unpack("X") }
show("x outside in unpack") { "ab".unpack("x3") }
show("@ outside in unpack") { "ab".unpack("@3") }
show("pack of a Hash item") { [{}].pack("C") }
show("pack of an Array item") { [[1]].pack("a") }
show("pack of a Symbol for a") { [:a].pack("a") }
show("template an Integer") { [1].pack(1) }
show("template nil") { "a".unpack(nil) }
show("p of nil") { [nil].pack("p") }
show("P of nil") { [nil, nil].pack("P") }
show("p of an Integer") { [1].pack("p") }
show("unpack null pointers") { ("\0" * 16).unpack("pP") }
show("unpack p*") { ("\0" * 20).unpack("p*") }
show("unpack a pointer we did not make") { ("\1" * 8).unpack("p") }
show("unpack P of a short String") { "abc".unpack("P") }
show("malformed UTF-8") { "\xe9t\xe9".unpack("U*") }
show("frozen buffer") { [1].pack("C", buffer: "".freeze) }
