require 'zlib'
require 'stringio'
p Zlib.crc32("abc"), Zlib.crc32(""), Zlib.crc32, Zlib.crc32("def", Zlib.crc32("abc")) == Zlib.crc32("abcdef")
p Zlib.adler32("abc"), Zlib.adler32
p Zlib.crc_table.size, Zlib.crc_table[1]
p Zlib::Deflate.deflate("aaaa")
p Zlib.deflate("aaaa", Zlib::BEST_COMPRESSION)
p Zlib::Deflate.deflate("aaaa", Zlib::NO_COMPRESSION)
p Zlib::Deflate.deflate("hello " * 20).size
p Zlib::Inflate.inflate(Zlib::Deflate.deflate("round trip"))
p Zlib.inflate(Zlib.deflate("é"))
p Zlib.inflate(Zlib.deflate("é")).force_encoding("UTF-8")
p Zlib.inflate(Zlib.deflate("x" * 1000)).size
[["junk", :inflate], [Zlib.deflate("abcdef")[0, 5], :inflate], ["junk", :gunzip],
 ["this is not gzip data at all", :gunzip]].each do |data, m|
  begin
    Zlib.send(m, data)
  rescue Zlib::Error => e
    p [e.class, e.message]
  end
end
p Zlib::GzipFile::Error.ancestors.take(3)
p Zlib::DataError.superclass
gz = Zlib.gzip("payload")
p gz.bytes.first(4)
p Zlib.gunzip(gz)
p Zlib.gunzip(Zlib.gzip("level", level: 1))
d = Zlib::Deflate.new
part = d.deflate("stream ")
rest = d.deflate("data", Zlib::FINISH)
p Zlib.inflate(part + rest)
d2 = Zlib::Deflate.new(Zlib::BEST_SPEED)
d2 << "shovel " << "twice"
p Zlib.inflate(d2.finish)
i = Zlib::Inflate.new
p i.inflate(Zlib.deflate("yy"))
p i.finished?
i.close
p i.closed?
io = StringIO.new
w = Zlib::GzipWriter.new(io)
p w.write("ab")
w.puts "c"
w.print "d", "e"
w << "f\n"
w.printf("%03d\n", 7)
w.close
p io.closed?, w.closed?
r = Zlib::GzipReader.new(StringIO.new(io.string))
p r.gets
p r.read
r.rewind
p r.readlines
r.close
p r.closed?
p Zlib::GzipReader.new(StringIO.new(io.string)).each_line.map(&:chomp)
p Zlib::GzipReader.wrap(StringIO.new(Zlib.gzip("wrapped"))) { |gz| gz.read }
out = StringIO.new
Zlib::GzipWriter.wrap(out) { |gz| gz.write "via wrap" }
p Zlib.gunzip(out.string)
p Zlib::GzipReader.zcat(StringIO.new(Zlib.gzip("zcat")))
begin
  Zlib::GzipReader.new(StringIO.new("plain text, not gzip"))
rescue Zlib::GzipFile::Error => e
  p e.message
end
p Zlib::BEST_SPEED, Zlib::DEFAULT_COMPRESSION, Zlib::FINISH
