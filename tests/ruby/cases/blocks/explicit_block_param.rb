def capture(&blk)
  blk
end

def call_it(&blk)
  blk.call(5)
end

def pass_along(list, &blk)
  list.map(&blk)
end

b = capture { |x| x * 2 }
puts b.class
puts b.call(21)
puts b.lambda?
puts call_it { |x| x + 1 }
puts pass_along([1, 2, 3]) { |x| x * x }.inspect
puts capture.inspect

def with_default(&blk)
  blk ||= proc { |x| "default #{x}" }
  blk.call(7)
end
puts with_default
puts with_default { |x| "custom #{x}" }

def forward(*args, &blk)
  inner(*args, &blk)
end

def inner(a, b)
  yield a, b
end
puts forward(3, 4) { |a, b| a * b }
