require 'zlib'
d = Zlib::Deflate.new(Zlib::BEST_COMPRESSION)
out = d.deflate("abc" * 50, Zlib::FINISH)
d.close
i = Zlib::Inflate.new
p i.inflate(out).size, Zlib::BEST_SPEED, Zlib::DEFAULT_COMPRESSION
i.close
