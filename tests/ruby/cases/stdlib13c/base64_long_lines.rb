require 'base64'
e = Base64.encode64("x" * 100)
p e.lines.size, e.lines.first.chomp.size, Base64.decode64(e).size, Base64.strict_encode64("x" * 100).include?("\n")
