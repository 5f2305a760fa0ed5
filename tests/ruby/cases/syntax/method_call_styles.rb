def show(*args, **kw, &blk)
  s = "args=#{args.inspect} kw=#{kw.inspect}"
  s += " blk=#{blk.call}" if blk
  s
end
puts show 1, 2
puts show(1, 2)
puts show "a", key: "v"
puts show key: 1, other: 2
puts show(:x) { "curly" }
puts(show(:y) do "do-block" end)
r = show :z do
  "do with command call"
end
puts r
puts [1, 2, 3]
  .map { |x| x * 2 }
  .select { |x| x > 2 }
  .inspect
list = [3, 1, 2]
  .sort
  .reverse
p list
p [1, 2].map do |x| x * 10 end
p([1, 2].map { |x| x * 10 })
puts show :sym, "str", 1.5, nil, [1], { a: 1 }
