p Integer("42")
p Integer("0x1A")
p Integer("0b101")
p Integer("0o17")
p Integer("017")
p Integer("1A", 16)
p Integer("  12  ")
p Integer("1_000")
p Float("3.5")
p Float("1e3")
p Float("  2.5 ")
p Integer(3.99)
p Integer(-3.99)
[["abc"], ["12abc"], [""], [nil], ["0x1A", 16], ["1.5"]].each do |args|
  begin
    p Integer(*args)
  rescue ArgumentError, TypeError => e
    puts "#{e.class}: #{e.message}"
  end
end
["x", "1.2.3", ""].each do |s|
  begin
    Float(s)
  rescue ArgumentError => e
    puts e.message
  end
end
p Integer("42", exception: false)
p Integer("zz", exception: false)
p Float("zz", exception: false)
