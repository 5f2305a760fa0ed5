require 'base64'
begin
  Base64.strict_decode64("a b")
rescue ArgumentError => e
  p e.message
end
p Base64.decode64("a b=="), Base64.decode64("")
