# Date.valid_date?/valid_civil? and Date.leap?/gregorian_leap? with odd parts: a part that
# is no number is invalid, a NaN or infinite month or day is RangeError (it once reached
# Python), a huge year checks as any other.
require "date"
[[2024, 2, Float::NAN], [2024, 2, 29.5], [2024, 2, 30], [2023, 2, 29], ["2024", 1, 1],
 [2024, nil, 1], [2024, 1, -1], [2024, -1, -1], [2024, 13, 1], [10**20, 2, 29], [10**20 + 1, 2, 29],
 [2024, 1, Float::INFINITY], [2024, 1, 1e300], [2024, :a, 1], [1900, 2, 29], [2000, 2, 29]].each do |parts|
  result = begin
    Date.valid_date?(*parts)
  rescue RangeError => e
    "#{e.class}: #{e.message}"
  end
  puts "#{parts.inspect}: #{result}"
  p Date.valid_civil?(*parts) rescue p $!.class
end
[2024, 2023, 1900, 2000, 2024.0, 2023.5, Float::NAN, "x", nil, 10**20].each do |year|
  p [year, (Date.leap?(year) rescue $!), (Date.gregorian_leap?(year) rescue $!.class)]
end
