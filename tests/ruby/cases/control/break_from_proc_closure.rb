# `break` in a block whose call has returned breaks to nothing: LocalJumpError, with
# reason and exit_value; a lambda's `break` returns from it
pr = proc { break 5 }
def m; yield; end
begin
  p m(&pr)
rescue LocalJumpError => e
  p [e.class, e.message, e.reason, e.exit_value]
end
begin
  p [1, 2].each(&pr)
rescue LocalJumpError => e
  p [e.class, e.message, e.reason]
end
begin
  pr.call
rescue LocalJumpError => e
  p [e.class, e.message, e.reason]
end
l = lambda { break 7 }
p l.call
begin
  p [1].each(&l)
rescue ArgumentError => e
  p e.message
end
def mk; proc { break 9 }; end
begin
  mk.call
rescue LocalJumpError => e
  p [e.message, e.exit_value]
end
def mr; proc { return 3 }; end
begin
  mr.call
rescue LocalJumpError => e
  p [e.message, e.reason, e.exit_value]
end
p [1, 2, 3].each { |x| break x * 10 if x == 2 }
p [1, 2].map { |x| [3, 4].each { |y| break y } }
p loop { break 4 }
def w; [1].each { |x| yield x }; :done; end
p w { break 11 }
t = Thread.new do
  Thread.current.report_on_exception = false
  proc { break 12 }.call
end
begin
  t.join
rescue LocalJumpError => e
  p [e.message, e.exit_value]
end
class C
  define_method(:dm) { break 13 }
end
begin
  p C.new.dm
rescue LocalJumpError => e
  p [e.message, e.reason]
end
