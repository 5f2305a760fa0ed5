# Time#iso8601/xmlschema read their digits as time.rb's fraction_digits.to_i (bench/fuzz.py seed 19 case 5456: a NaN was a Python TypeError)
require "time"
t = Time.iso8601("2024-01-02T03:04:05.123456Z")
[Float::NAN, 2.7, -1, nil, 10, Float::INFINITY, "3", 0, 9].each do |d|
  begin
    p t.iso8601(d), t.xmlschema(d)
  rescue => e
    p [e.class, e.message]
  end
end
