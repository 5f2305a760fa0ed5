require 'open-uri'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
begin
  URI.open("#{BASE}/status/404")
rescue OpenURI::HTTPError => e
  p e.class, e.message, e.io.status, e.io.read
end
begin
  URI.open("#{BASE}/status/500").read
rescue OpenURI::HTTPError => e
  p e.message
end
begin
  URI.open("#{BASE}/hello", bogus_option: 1)
rescue ArgumentError => e
  p e.message
end
p URI.open(__FILE__).read.lines.first
