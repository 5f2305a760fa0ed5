begin
  raise ArgumentError, "bad arg"
rescue => e
  p e
  p e.message
  p e.to_s
  p e.inspect
  p e.backtrace.is_a?(Array)
  p e.cause
end
begin
  begin
    raise KeyError, "first"
  rescue => inner
    raise RuntimeError, "second"
  end
rescue => outer
  p outer.message
  p outer.cause.class
  p outer.cause.message
end
e = RuntimeError.new("made")
p e.message
p e.backtrace
p RuntimeError.new.message
p StandardError.new(nil).message rescue p "nil msg"
p ArgumentError.new.message
p e.exception.equal?(e)
p e.exception("other").message
p (e == RuntimeError.new("made"))
