lines = ["# comment", "", "key1 = value1", "  key2=value2  ", "bad line", "key1 = override"]
config = lines.each_with_object({}) do |line, h|
  line = line.strip
  next if line.empty? || line.start_with?("#")
  k, v = line.split("=", 2).map(&:strip)
  next if v.nil?
  h[k] = v
end
p config
index = %w[apple avocado banana].each_with_index.each_with_object({}) { |(w, i), h| (h[w[0]] ||= []) << i }
p index
p %w[a b c].each_with_index.map { |x, i| x * (i + 1) }
p %w[a b c].each.with_object([]).each { |x, acc| acc << x }.size rescue p 3
