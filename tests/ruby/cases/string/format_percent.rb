puts "%05.2f" % 3.14159
puts "%-10s|" % "left"
puts "%10s|" % "right"
puts "%x" % 255
puts "%X" % 255
puts "%#x" % 255
puts "%o" % 8
puts "%#o" % 8
puts "%b" % 10
puts "%08b" % 10
puts "%e" % 12345.678
puts "%.3e" % 0.000123
puts "%E" % 1.5
puts "%g" % 1234567.0
puts "%g" % 0.00001234
puts "%+d" % 5
puts "%+d" % -5
puts "% d" % 5
puts "100%%"
puts "%d%%" % 50
puts "%s and %s" % ["a", "b"]
puts "%-5d|%5d" % [1, 2]
puts "%c" % 65
puts "%c" % "z"
puts "%.2s" % "abcdef"
puts "%s" % nil
puts "%p" % [nil]
puts "%p %p" % ["s", :sym]
puts "%<a>s-%<b>05d" % { a: "x", b: 42 }
puts "%{name} is %{age}" % { name: "Ann", age: 30 }
puts "%3$s %1$s %2$s" % %w[a b c]
puts "%.0f %.0f %.0f" % [0.5, 1.5, 2.5]
puts "%.2f" % 2.675
puts "%.1f" % 0.25
puts "%d" % 3.99
puts "%f" % 1
puts "%10.4f|" % Math::PI
puts "%-+8.2f|" % 3.14159
puts "%s" % [[1, 2]]
puts "%*d" % [6, 42]
