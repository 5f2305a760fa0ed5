# Odd arguments found by bench/sweep_builtins.py: each answers with MRI's Ruby error
require "time"
require "date"

def show(label)
  p [label, yield]
rescue SystemExit => e
  p [label, :exit, e.status]
rescue Exception => e
  p [label, e.class, e.message]
end

t = Time.at(0, 123_456_789, :nsec).utc
[nil, 1, 20, -1, 2**64, -(2**64), Float::NAN, Float::INFINITY, 1.5, "", :sym, []].each do |digits|
  show("round(#{digits.inspect})") { t.round(digits).nsec }
  show("floor(#{digits.inspect})") { t.floor(digits).nsec }
  show("ceil(#{digits.inspect})") { t.ceil(digits).nsec }
end

[0, 3, 12, "2", 2**64, 2**31 - 1, Float::NAN, nil].each do |digits|
  show("iso8601(#{digits.inspect})") { t.iso8601(digits) }
end
show("strftime wide") { t.strftime("%2147483648N|%100Y") }
show("strftime too wide") { t.strftime("a%100000000Y") }
show("Date#strftime too wide") { Date.new(2020, 1, 2).strftime("%100000000d") }

[nil, "", 2**64, -(2**64), Float::NAN, -0.0, 2.7, -1, 2**40, true, false].each do |status|
  show("exit(#{status.inspect})") { exit(status) }
end

show("tap without a block") { Object.new.tap }
show("then without a block") { e = 5.then; [e.class, e.size, e.to_a] }
show("yield_self with a block") { 5.yield_self { |x| x + 1 } }
show("system()") { system }
[nil, 5, "x", Object.new].each do |target|
  show("append_features(#{target.class})") { Module.new.send(:append_features, target).class }
end
