p "42".to_i
p "42abc".to_i
p "abc".to_i
p "  12  ".to_i
p "-17".to_i
p "0x1A".to_i
p "0x1A".hex
p "1A".to_i(16)
p "777".oct
p "0b101".to_i(0)
p "1010".to_i(2)
p "1_000".to_i
p "3.7".to_i
p "3.7".to_f
p "1e3".to_f
p ".5".to_f
p "abc".to_f
p "12.5kg".to_f
p "name".to_sym
p "with space".to_sym
p "".to_s
p 42.to_s
p 255.to_s(2)
p 255.to_s(16)
p "abc".to_str
p "5" + 5.to_s
p "5" * 3
p "65".to_i.chr
p "A".ord
