# Ends that do not compare are "bad value for range" (1..Float::NAN once reached a Python
# ValueError while iterating), and NaN ends or steps give no step at all.
nan = Float::NAN
[[1, nan], [nan, 1], [nan, nan], [1, "a"], ["a", 1], [Object.new, Object.new],
 [nil, nan], [nan, nil], [1, 2.5], [:a, :b], [[1], [2]], [nil, nil]].each do |a, b|
  shown = "#{a.class}..#{b.class}"
  begin
    r = (a..b)
    puts "#{shown}: literal ok #{r.exclude_end?}"
  rescue ArgumentError => e
    puts "#{shown}: literal #{e.message}"
  end
  begin
    Range.new(a, b, true)
    puts "#{shown}: new ok"
  rescue ArgumentError => e
    puts "#{shown}: new #{e.message}"
  end
end
x = nan
p(begin; (1...x); rescue ArgumentError => e; e; end)

p 10.step(1, -nan).to_a, 1.step(10, nan).to_a, 1.step(nan, 1).to_a, nan.step(3, 1).to_a
p (1..10).step(nan).to_a, (1.0..2.0).step(nan).to_a, (1.0...2.0).step(nan).to_a
p 1.step(Float::INFINITY, nan).first(2), 1.step(nil, nan).first(2)
p (1..3).step(Float::INFINITY).to_a, (1.0..3.0).step(0.5).to_a, 1.step(2, 0.25).to_a
