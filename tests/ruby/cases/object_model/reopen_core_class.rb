class Integer
  def megabytes
    self * 1024 * 1024
  end

  def even_word
    even? ? "even" : "odd"
  end
end

class Array
  def second
    self[1]
  end
end

class Hash
  def symbolize
    each_with_object({}) { |(k, v), h| h[k.to_sym] = v }
  end
end

class NilClass
  def blank?
    true
  end
end

class String
  def blank?
    strip.empty?
  end
end

puts 2.megabytes
puts 7.even_word
puts [1, 2, 3].second
puts({ "a" => 1, "b" => 2 }.symbolize.inspect)
puts nil.blank?
puts "  ".blank?
puts "x".blank?
