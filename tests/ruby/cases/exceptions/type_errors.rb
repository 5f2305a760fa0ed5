cases = [
  -> { "a" + 1 },
  -> { "a" + nil },
  -> { "a" + :b },
  -> { [1] + "a" },
  -> { 1 + [] },
  -> { nil + 1 },
  -> { Integer([]) },
  -> { "abc".start_with?(1) },
  -> { [1, 2].join(1) },
  -> { { a: 1 }.merge(1) },
  -> { "x" * "y" },
  -> { [1, 2].first("2") },
  -> { :a + :b },
  -> { "%d" % "x" },
]
cases.each_with_index do |c, i|
  c.call
rescue TypeError, ArgumentError, NoMethodError => e
  puts "#{i} #{e.class}: #{e.message}"
end
