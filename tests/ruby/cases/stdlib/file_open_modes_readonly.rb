first_three = []
File.open(__FILE__, "r") do |f|
  3.times { first_three << f.gets }
end
p first_three.map(&:chomp)
f = File.new(__FILE__)
p f.readline.chomp
p f.eof?
f.close
p f.closed?
content = File.read(__FILE__)
p content.lines.last.chomp
p content.count("\n")
p IO.readlines(__FILE__).size
p File.open(__FILE__, &:readline).chomp
p File.read(__FILE__, 5)
