# Array arguments converted to Integer: a Float NaN or Infinity is a RangeError
[Float::NAN, Float::INFINITY, -Float::INFINITY].each do |f|
  begin
    [1, 2].first(f)
  rescue RangeError => e
    p e.message
  end
end
p [1, 2, 3].first(2.9)
