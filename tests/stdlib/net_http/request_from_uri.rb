require 'net/http'
r = Net::HTTP::Get.new(URI("https://example.com/a/b?c=d"))
p r.path, r["host"], r.uri.to_s
r = Net::HTTP::Get.new(URI("http://example.com:8080/"))
p r["host"], r.to_hash["host"]
begin
  Net::HTTP::Get.new(URI("ftp://x/"))
rescue ArgumentError => e
  p e.message
end
begin
  Net::HTTP::Get.new("")
rescue ArgumentError => e
  p e.message
end
r = Net::HTTP::Get.new("/", {"Accept-Encoding" => "identity"})
p r.decode_content, r["accept-encoding"]
