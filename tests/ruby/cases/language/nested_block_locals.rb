out = []
[1, 2].each do |a|
  inner = a
  [3].each { |b| inner += b; out << inner }
end
p out, defined?(inner)
