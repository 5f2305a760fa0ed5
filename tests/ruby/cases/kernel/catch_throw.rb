r = catch(:found) do
  [[1, 2], [3, 4]].each do |row|
    row.each { |v| throw :found, v * 100 if v == 3 }
  end
  :not_found
end
p r
r2 = catch(:x) { 42 }
p r2
r3 = catch(:y) { throw :y }
p r3
def deep(n)
  throw :stop, "stopped at #{n}" if n == 3
  deep(n + 1)
end
p catch(:stop) { deep(0) }
begin
  throw :nobody
rescue UncaughtThrowError => e
  p e.class
  p e.message
end
