require 'base64'
p Base64.encode64("hello world" * 6), Base64.decode64("aGVsbG8="), Base64.strict_encode64("hi"), Base64.strict_decode64("aGk=")
