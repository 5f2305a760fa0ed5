p "1,234".delete(",").to_i
p "%.1f%%" % (17 / 40.0 * 100)
p "0012".to_i
p "12e2".to_i
p "12e2".to_f
p " -3.5 ".to_f
p "1.2.3".to_f
p "Infinity".to_f
p "0.1".to_f + "0.2".to_f
p "9" * 3
p ("9" * 3).to_i + 1
p "123".each_char.map(&:to_i).sum
p "255".to_i.to_s(16).rjust(4, "0")
p "abc".to_i.zero?
