require 'open-uri'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
URI.open("#{BASE}/hello") do |f|
  p f.read, f.status, f.content_type, f.charset, f.meta["x-custom"], f.base_uri.path
end
io = URI.open("#{BASE}/json")
p io.read, io.content_type, io.charset, io.class
p URI("#{BASE}/hello").read
p URI.parse("#{BASE}/json").read
