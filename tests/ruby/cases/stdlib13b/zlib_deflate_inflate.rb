require 'zlib'
data = "chef " * 20
z = Zlib::Deflate.deflate(data)
p z.bytesize < data.bytesize, Zlib::Inflate.inflate(z) == data, Zlib.crc32("abc"), Zlib.adler32("abc")
