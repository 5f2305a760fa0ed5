# Runaway recursion is a SystemStackError placed at the recursing line (MRI raises it in
# the frame making the call that overflows), whichever path it takes (bench/fuzz.py
# seed 15, cases 108 and 1621): here a builtin's own recursion over a
# too deeply nested value, and what rescues a SystemStackError.
def probe(label)
  yield
  puts "#{label}: no error"
rescue SystemStackError => e
  # the line only: which frame MRI's push overflows (a C method's or the caller's) is
  # down to its stack accounting
  e.backtrace.first =~ /:(\d+):in /
  puts "#{label}: #{e.class}: #{e.message} at line #{$1}"
  puts "  an Exception: #{e.is_a?(Exception)}, a StandardError: #{e.is_a?(StandardError)}"
end

probe("nested array inspect") do
  a = []
  200_000.times { a = [a] }
  a.inspect
end

# a bare `rescue` (StandardError) lets it through
begin
  begin
    f = ->(n) { f.(n + 1) }
    f.(0)
  rescue => e
    puts "rescued as StandardError: #{e.class}"
  end
rescue SystemStackError => e
  puts "outer rescue: #{e.class}"
end
puts "after: still running"
