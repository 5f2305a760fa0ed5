data = {list: %w[a b c]}
data[:list].each_with_index do |v, i|
  puts "#{i}=#{v}"
end
