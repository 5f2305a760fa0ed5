lines = ["ok 1", "# skip", "", "ok 2", "stop", "ok 3"]
processed = []
lines.each do |line|
  next if line.empty?
  next if line.start_with?("#")
  break if line == "stop"
  processed << line.split.last.to_i
end
p processed
squares = (1..10).each_with_object([]) do |i, acc|
  next unless i.odd?
  acc << i * i
end
p squares
evens = (1..10).map { |i| next i.even? ? i : nil }.compact
p evens
def first_negative(list)
  list.each_with_index do |v, i|
    return i if v.negative?
  end
  -1
end
p first_negative([1, 2, -3])
p first_negative([1])
