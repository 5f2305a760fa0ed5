require 'base64'
p Base64.urlsafe_encode64("??>>"), Base64.urlsafe_encode64("ab", padding: false), Base64.urlsafe_decode64("YWI")
