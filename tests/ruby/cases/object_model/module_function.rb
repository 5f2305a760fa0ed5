module Util
  module_function

  def slug(s)
    s.downcase.gsub(/[^a-z0-9]+/, "-").gsub(/\A-|-\z/, "")
  end

  def pad(s, n)
    s.ljust(n, ".")
  end
end

module Mixed
  def self.direct
    "direct"
  end

  def helper
    "helper"
  end
  module_function :helper
end

puts Util.slug("Hello, World! 2024")
puts Util.pad("ab", 5)
puts Mixed.direct
puts Mixed.helper

class User
  include Util

  def go
    slug("A B C")
  end
end

puts User.new.go
begin
  User.new.slug("x")
rescue NoMethodError => e
  puts "private: #{e.message[0, 31]}"
end
