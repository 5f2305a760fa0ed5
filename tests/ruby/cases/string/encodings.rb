# String encodings: stored encodings, force_encoding, encode with its options and errors,
# valid_encoding?, b, scrub, Encoding constants and incompatible concatenation.
def t
  r = yield
  p [r, r.encoding] rescue p r
rescue => e
  p [e.class, e.message]
end
t { "é".encode("BINARY") }
t { "abc".encode("BINARY") }
t { "é".encode("ISO-8859-1").bytes }
t { "€".encode("ISO-8859-1") }
t { "€".encode("ISO-8859-1", undef: :replace) }
t { "€x".encode("US-ASCII", undef: :replace, replace: "*") }
t { "\xff".force_encoding("BINARY").encode("UTF-8") }
t { "a\xffb".encode("UTF-16LE") }
t { "a\xffb".encode("UTF-16LE", invalid: :replace).bytes }
t { "a\xE3".encode("UTF-16LE") }
t { "\xE3a".encode("UTF-16LE") }
t { "\xE3\x81a".encode("UTF-16LE") }
t { "caf\xE9".force_encoding("ISO-8859-1").encode("UTF-8") }
t { "caf\xE9".force_encoding("ISO-8859-1").encode("US-ASCII") }
t { "é" + "\xff".b }
t { "a" + "\xff".b }
t { ("é".b + "x").encoding }
t { s = String.new; s << "é"; s }
t { String.new.encoding }
t { "é".force_encoding("ASCII-8BIT").length }
t { "\xff".valid_encoding? }
t { "abc\xE3\x81x".scrub }
t { "abc\xE3\x81x".scrub("?") }
t { "abc\xffx".scrub { |b| "<#{b.unpack1('H*')}>" } }
t { "a<b>&\"".encode(xml: :text) }
t { "a<b>&\"".encode(xml: :attr) }
t { "a\r\nb".encode(universal_newline: true) }
t { "é".encode("UTF-8", "ISO-8859-1") }
t { "x".encode("FOO") }
t { "x".force_encoding("FOO") }
t { Encoding.find("utf-8") }
t { Encoding::UTF_8.names.first(2) }
t { Encoding.compatible?("é", "\xff".b) }
t { Encoding.compatible?("a", "\xff".b) }
t { [Encoding::BINARY, Encoding::ASCII_8BIT.inspect, Encoding::UTF_16.dummy?, Encoding::Shift_JIS.name, Encoding::SHIFT_JIS == Encoding::Shift_JIS, Encoding::ISO_8859_1.ascii_compatible?] }
t { "é".b.inspect }
t { "日本".encode("Shift_JIS").bytes }
t { "日本".encode("Shift_JIS").encode("UTF-8") }
t { "ab".encode("UTF-16BE").bytesize }
t { "é\xff".encode("UTF-8", invalid: :replace) }
t { "héllo".encode("US-ASCII", fallback: { "é" => "e" }) }
t { "x".encode.equal?("x") }
t { :sym.encoding }
t { __ENCODING__ }
t { ["\xC3\xA9" == "é", "\xff".bytes, "\xff".length, "\xE9".force_encoding("ISO-8859-1").encode("UTF-8")] }
t { s = "café".force_encoding("BINARY"); [s.length, s.valid_encoding?, s.ascii_only?, s.force_encoding("UTF-8"), s.length] }
t { l = "café".encode("ISO-8859-1"); [l.bytesize, l.length, l.valid_encoding?, l.encoding.name] }
t { [Encoding::CompatibilityError.ancestors.take(3), Encoding::UndefinedConversionError.superclass] }
t { [Encoding.default_external, Encoding.default_internal, Encoding.name_list.include?("UTF-8"), Encoding.find("binary")] }
t { ["abc".ascii_only?, "é".ascii_only?, "é".b.ascii_only?, "\xff".scrub.valid_encoding?] }
t { x = "ab".b; x << "é"; x } 
t { x = "\xff".b; x << "é"; x }
t { ["x".encode("UTF-16LE").encoding, "x".encode("UTF-16LE").valid_encoding?, "x".encode("UTF-16BE").bytes] }
t { "é".encode("UTF-8", "BINARY") }
t { "é".encode("US-ASCII", xml: :text) }
t { "a\nb".encode(crlf_newline: true) }
t { "a".encode("UTF-8").equal?("a") }
t { s = +"é"; s.encode!("ISO-8859-1"); [s.encoding, s.bytes] }
t { s = +"a\xffb"; s.scrub!; s }
t { "\xff".b.inspect }
t { [Encoding::ISO_8859_1.names, Encoding::UTF_16LE.ascii_compatible?, Encoding::UTF_8.to_s] }
