puts format("%s-%s", "a", 1)
puts format("%05d", 42)
puts format("%5.1f%%", 99.44)
puts format("%-8s%8s", "key", "value")
puts sprintf("%x", 3735928559)
puts sprintf("%.3f", 2.0 / 3)
puts format("%d items", 3)
puts format("%s", [1, "two", :three])
puts format("%s", { a: 1 })
puts format("%010.3f", -3.5)
puts format("%+.1e", 123456.0)
puts format("%o", 0755)
puts format("%04o", 0644)
puts format("%-6s|", "toolong")
puts format("%3s|", "toolong")
puts format("%.10g", 1.0 / 3)
puts format("%i", 12)
puts format("%u", 7)
puts format("[%s]", "")
begin
  format("%d", "abc")
rescue ArgumentError => e
  puts e.message
end
begin
  format("%s %s", "one")
rescue ArgumentError => e
  puts e.message
end
puts format("%d", "0x1f".hex)
puts format("%.2f", "3.14159".to_f)
