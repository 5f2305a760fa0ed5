user = { name: "deploy", groups: %w[sudo docker] }
puts "user #{user[:name]} in #{user[:groups].map { |g| "<#{g}>" }.join(", ")}"
puts "count: #{user[:groups].size > 1 ? "#{user[:groups].size} groups" : "one group"}"
puts "#{"#{"#{"deep"}"}"}"
n = 3
puts "#{n} item#{'s' unless n == 1}"
n = 1
puts "#{n} item#{'s' unless n == 1}"
puts "sum=#{[1, 2, 3].sum { |x| x * 2 }}"
puts "hash=#{{ "k" => "v" }["k"]}"
puts "method #{def_val = 5; def_val * 2}"
puts "quote \"#{user[:name]}\" and 'single'"
puts 'single #{not} interpolated'
puts "escapes: \t|\\|\#{x}|\e[0m".inspect
puts "unicode: \u00fc \u{1F600}".length
$g = "global"
@i = "ivar"
puts "#$g #@i"
