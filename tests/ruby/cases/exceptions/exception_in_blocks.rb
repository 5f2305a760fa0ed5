results = %w[10 x 30 0].map do |s|
  100 / Integer(s)
rescue ArgumentError
  :invalid
rescue ZeroDivisionError
  :zero
end
p results

sum = 0
[1, 2, 3].each do |i|
  raise "skip #{i}" if i == 2
  sum += i
rescue => e
  puts e.message
end
p sum

handler = lambda do |v|
  raise TypeError, "not a string" unless v.is_a?(String)
  v.upcase
rescue TypeError => e
  "handled: #{e.message}"
end
p handler.call("ok")
p handler.call(1)
p [1, "a"].map { |v| handler.(v) }
