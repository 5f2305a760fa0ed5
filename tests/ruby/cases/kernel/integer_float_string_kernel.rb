values = ["12", "0x1f", "1.5", "abc", "", " 7 ", "1e3", "0777", "0b11", "12_000"]
values.each do |v|
  i = Integer(v, exception: false)
  f = Float(v, exception: false)
  puts format("%-8s Integer=%-6s Float=%-8s to_i=%-6s to_f=%s", v.inspect, i.inspect, f.inspect, v.to_i, v.to_f)
end
puts String(nil).inspect
puts String(1.0)
puts String([nil])
puts Array("x").inspect
puts Float(3)
puts Integer(3.0)
