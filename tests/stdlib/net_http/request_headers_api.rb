require 'net/http'
req = Net::HTTP::Get.new("/path?q=1", {"X-One" => "1"})
p req.method, req.path, req.uri, req["x-one"], req.key?("X-ONE"), req.request_body_permitted?, req.response_body_permitted?
req.add_field("X-Multi", "a")
req.add_field("X-Multi", "b")
p req["x-multi"], req.get_fields("x-multi"), req.get_fields("nope")
req.delete("X-One")
p req.key?("x-one"), req.to_hash.keys.sort
req.basic_auth("user", "pass")
p req["authorization"]
req.set_range(0, 100)
p req["range"], req.range
req.range = 5..9
p req["range"]
req.content_type = "text/html"
p req.content_type, req.main_type, req.sub_type
req.set_content_type("text/plain", "charset" => "utf-8")
p req["content-type"], req.type_params
p req.fetch("x-multi"), req.fetch("none", "dflt"), req.size
p Net::HTTP::Post.new("/").inspect, Net::HTTP::Head.new("/").response_body_permitted?
begin
  req["bad"] = "a\r\nb"
rescue ArgumentError => e
  p e.message
end
