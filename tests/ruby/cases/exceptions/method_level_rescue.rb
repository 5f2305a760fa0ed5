def parse_port(s)
  port = Integer(s)
  raise RangeError, "port #{port} out of range" unless (1..65535).cover?(port)
  port
rescue ArgumentError => e
  puts "bad input: #{e.message}"
  nil
rescue RangeError => e
  puts e.message
  -1
else
  puts "parsed #{s}"
  port
ensure
  puts "checked #{s.inspect}"
end

p parse_port("8080")
p parse_port("http")
p parse_port("70000")

class Loader
  def load(name)
    raise KeyError, "missing #{name}" if name == "x"
    "loaded #{name}"
  rescue KeyError => e
    "fallback (#{e.message})"
  end
end
p Loader.new.load("a")
p Loader.new.load("x")
blk = proc do
  raise "in proc"
rescue => e
  "proc rescued #{e.message}"
end
p blk.call
