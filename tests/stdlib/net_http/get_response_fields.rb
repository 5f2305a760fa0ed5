require 'net/http'
BASE = ENV.fetch("TOQUE_HTTP_BASE")
res = Net::HTTP.get_response(URI("#{BASE}/hello"))
p res.class, res.code, res.message, res.msg, res.body, res.http_version
p res["content-type"], res["X-CUSTOM"], res["missing"], res.content_type, res.content_length
p res.is_a?(Net::HTTPSuccess), res.kind_of?(Net::HTTPOK), res.code_type
p res.key?("x-custom"), res.to_hash.keys.sort, res.type_params
