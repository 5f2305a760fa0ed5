require 'zlib'
gz = Zlib.gzip("hello")
p gz.bytes.first(2), Zlib.gunzip(gz)
