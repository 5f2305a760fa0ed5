require 'base64'
p Base64.encode64("hello")
p Base64.encode64("x" * 100)
p Base64.encode64("")
p Base64.encode64("é")
p Base64.strict_encode64("x" * 50)
p Base64.strict_encode64("é")
p Base64.decode64("aGVsbG8=\n")
p Base64.decode64("YWJj\n ZA==")
p Base64.decode64("YWJjZA")
p Base64.decode64("YW Jj ZA == trailing")
p Base64.decode64("")
p Base64.decode64("w6k=")
p Base64.decode64("w6k=").force_encoding("UTF-8")
p Base64.decode64("w6k=").bytesize
p Base64.strict_decode64("YWJjZA==")
["YWJj\n", "YWJjZA", "YW=j", "!!!!"].each do |bad|
  begin
    Base64.strict_decode64(bad)
  rescue ArgumentError => e
    p [bad, e.message]
  end
end
p Base64.urlsafe_encode64("??>>")
p Base64.urlsafe_encode64("??>", padding: false)
p Base64.urlsafe_encode64("??>")
p Base64.urlsafe_decode64("Pz8-")
p Base64.urlsafe_decode64("Pz8-Pg")
p Base64.urlsafe_decode64("Pz8_Pg==")
begin
  Base64.urlsafe_decode64("Pz8+")
rescue ArgumentError => e
  p e.message
end
p Base64.decode64(Base64.encode64("round\ntrip\t!"))
p Base64.strict_decode64(Base64.strict_encode64("round trip")) == "round trip"
class Codec
  include Base64
  def wrap(x) = strict_encode64(x)
end
p Codec.new.wrap("hi")
p Codec.private_instance_methods.include?(:encode64)
begin
  Base64.encode64(nil)
rescue TypeError => e
  p e.message
end
