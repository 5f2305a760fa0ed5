# each_slice/each_cons read their size as NUM2LONG (bench/fuzz.py seed 15, case 5207)
[[1..20, 51..20], [1..5, 2.7], [1..5, "2"], [1..5, nil], [1..5, 0], [[1, 2, 3], 2.5]].each do |r, n|
  begin
    p r.each_slice(n).to_a
  rescue => e
    p [e.class, e.message]
  end
  begin
    p r.each_cons(n).to_a
  rescue => e
    p [e.class, e.message]
  end
end
