h = {"k" => [[1, 2], [3]]}
h["k"].first.each do |v|
  p v
end
