# Odd arguments found by bench/sweep_builtins.py in Date and StringIO (MRI 3.1 goldens)
require "date"; require "stringio"
def show(label)
  p [label, yield]
rescue Exception => e
  p [label, e.class, e.message]
end
d = Date.new(2020, 1, 2)
show("+ NaN") { d + Float::NAN }
[nil, "", Float::NAN, :sym, 1.5].each { |v| show("- #{v.inspect}") { (d - v).to_s } }
[nil, ""].each { |v| show("downto(#{v.inspect})") { d.downto(v) {} } }
[nil, 5].each { |v| show("step(#{v.inspect})") { d.step(v) {} } }
[nil, 5].each { |v| show("initialize_copy(#{v.inspect})") { StringIO.new("ab").send(:initialize_copy, v).string } }
[-1, 97, 256, 2**64, "x", nil].each do |c|
  show("ungetc(#{c.inspect})") { s = StringIO.new(+"ab"); s.getc; s.ungetc(c); s.string.bytes }
end
s = StringIO.new("ab\ncd")
show("each_line(0)") { s.each_line(0) {} }
show("readlines(0)") { s.readlines(0) }
show("gets(0)") { s.gets(0) }
show("each_line(-1)") { s.each_line(-1).to_a }
d = Date.new(2020, 1, 2)
[nil, Float::NAN, -0.0, 1.7, "", Float::INFINITY].each do |n|
  %i[next_month prev_month next_day prev_day next_year prev_year >> <<].each do |m|
    show("#{m}(#{n.inspect})") { d.send(m, n).to_s }
  end
end
show("downto(0) enum") { d.downto(0).class }
show("downto(2458840)") { n = 0; d.downto(2458840) { n += 1 }; n }
show("upto(2458860)") { n = 0; d.upto(2458860) { n += 1 }; n }
show("step(Date) enum") { d.step(d + 3).to_a.size }
[[2458851], [Float::NAN], [""], [nil]].each { |a| show("jd#{a.inspect}") { Date.jd(*a).to_s } }
[[nil], [2020, -1], [2020, 0], [2020, 366], [2020, 367], [Float::NAN], [""], [2020, 1.5]].each { |a| show("ordinal#{a.inspect}") { Date.ordinal(*a).to_s } }
[[nil], [Float::NAN], [""], [2020, 53], [2020, 1, 8], [2020, -1, -1], [2020.5, 2]].each { |a| show("commercial#{a.inspect}") { Date.commercial(*a).to_s } }
dt = DateTime.new(2020, 1, 2, 3, 4, 5)
[0.5, "", "+09:00", "bogus", :sym, [], 2].each { |o| show("new_offset(#{o.inspect})") { dt.new_offset(o).to_s } }
