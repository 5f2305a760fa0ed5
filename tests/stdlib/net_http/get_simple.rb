require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
puts Net::HTTP.get(URI("#{BASE}/hello"))
