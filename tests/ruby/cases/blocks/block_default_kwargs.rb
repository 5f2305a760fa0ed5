greet = proc { |name = "world", punct: "!"| "hello #{name}#{punct}" }
puts greet.call
puts greet.call("ruby")
puts greet.call("chef", punct: "?")

fmt = ->(value, width: 8, fill: " ") { value.to_s.rjust(width, fill) }
puts "[#{fmt.call(42)}]"
puts "[#{fmt.(42, width: 4, fill: '0')}]"
puts "[#{fmt[7, fill: '*']}]"

opts = ->(**kw) { kw.sort.map { |k, v| "#{k}:#{v}" }.join(",") }
puts opts.call(b: 2, a: 1)
puts opts.call.inspect

splat = proc { |*args, **kw, &b| [args, kw, b&.call].inspect }
puts splat.call(1, 2, x: 3)
puts splat.call { "blk" }
