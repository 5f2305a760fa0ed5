require 'ostruct'
class Settings < OpenStruct
  def url; "http://#{host}:#{port || 80}"; end
end
s = Settings.new(host: "h")
p s.url, s, s.is_a?(OpenStruct)
