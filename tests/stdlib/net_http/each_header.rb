require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
res = Net::HTTP.get_response(URI("#{BASE}/hello"))
res.each_header { |k, v| puts "#{k}: #{v}" }
res.each_capitalized { |k, v| puts "#{k}=#{v}" }
p res.each_header.to_a.size, res.each_name.to_a.sort, res.canonical_each.first
