def human_size(bytes)
  units = %w[B KB MB GB TB]
  size = bytes.to_f
  unit = 0
  while size >= 1024 && unit < units.size - 1
    size /= 1024
    unit += 1
  end
  format("%.1f %s", size, units[unit])
end

[0, 512, 1024, 1536, 1048576, 5 * 1024**3, 3 * 1024**4 + 1].each do |b|
  puts "#{b} => #{human_size(b)}"
end

def with_commas(n)
  n.to_s.reverse.scan(/\d{1,3}/).join(",").reverse
end
puts with_commas(1234567)
puts with_commas(100)
puts 1234567.to_s.gsub(/(\d)(?=(\d{3})+$)/, '\1,')
puts 12.5.to_i
puts (0.1 * 3).round(2)
puts 100.0 * 1.1
puts (100 * 1.1).round(2)
puts 3.0.to_s
puts 3.to_s.rjust(3, "0")
