name = "nginx"
version = [1, 24, 0]
opts = { port: 80 }
puts "pkg #{name} v#{version.join('.')}"
puts "port #{opts[:port]} tls=#{opts[:tls].inspect}"
puts "nil: [#{nil}] false: [#{false}] sym: [#{:s}]"
puts "array: #{[1, "a", nil]}"
puts "hash: #{{ a: 1 }}"
puts "math #{1 + 2 * 3} float #{10 / 4.0}"
puts "nested #{"inner #{name.upcase} done"} end"
puts "call #{[3, 1, 2].sort.map { |x| x * 2 }.join(",")}"
puts "cond #{name == 'nginx' ? "yes" : "no"}"
puts 'single #{name} stays'
puts "escaped \#{name}"
@ivar = "instance"
$glob = "global"
puts "#@ivar and #$glob"
puts "#{}empty"
puts "multi #{
  name.length
} lines"
x = 5
puts "#{x}#{x}#{x}"
puts "a" "b" 'c'
puts "float #{1.0} #{2.5e-5} #{1e20}"
