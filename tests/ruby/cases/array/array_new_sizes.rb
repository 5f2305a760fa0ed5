# Array.new's size is NUM2LONG of it, refused beyond MRI's largest array before the block
# runs (bench/fuzz.py seed 17 case 4019: Array.new(2**64) { } looped for ever)
sub = Class.new(Array)
[2**64, -2**64, 2**62, 2**60, 1.9, -1, -1.5, 0, 3, Float::NAN, 1e30, "3", nil, :a, [1, 2]].each do |n|
  [-> { Array.new(n).size }, -> { Array.new(n) { |i| i * i } }, -> { sub.new(n, 7) },
   -> { Array.new(n, 0) }, -> { sub.new(n) { |i| -i }.class == sub }].each do |make|
    p make.()
  rescue => e
    p [e.class, e.message]
  end
end
p Array.new, Array.new(2) { break :early }, sub.new.size
begin
  Array.new(1, 2, 3)
rescue ArgumentError => e
  p e.message
end
