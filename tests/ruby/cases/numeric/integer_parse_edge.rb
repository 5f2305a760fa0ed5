p "12abc".to_i
p "abc12".to_i
p "-0".to_i
p "+5".to_i
p "  -  5".to_i
p "0b11".to_i
p "0b11".to_i(0)
p "0o17".to_i(0)
p "0x1f".to_i(0)
p "017".to_i(0)
p "017".to_i
p "z".to_i(36)
p "ZZ".to_i(36)
p 35.to_s(36)
p "9" * 20
p ("9" * 20).to_i
p ("9" * 20).to_i.class
p "1e5".to_i
p "3.99".to_f.ceil
p "1__2".to_i
p "12_".to_i
