checks = {
  "array fetch" => -> { [1, 2, 3].fetch(-5) },
  "string index assign" => -> { s = +"ab"; s[5] = "x" },
  "hash fetch sym" => -> { { "a" => 1 }.fetch(:a) },
  "hash fetch str" => -> { { a: 1 }.fetch("a") },
  "ENV fetch" => -> { ENV.fetch("TOQUE_SURELY_UNSET_VAR") },
  "range to_a" => -> { (1..).to_a.size },
  "float to int" => -> { Float::NAN.to_i },
  "chr range" => -> { 300.chr },
  "struct member" => -> { Struct.new(:a).new(1)[:b] },
  "struct index" => -> { Struct.new(:a).new(1)[5] },
}
checks.each do |label, fn|
  begin
    r = fn.call
    puts "#{label}: ok #{r.inspect}"
  rescue IndexError, RangeError, NameError => e
    puts "#{label}: #{e.class}: #{e.message}"
  end
end
