# Runaway recursion is a SystemStackError placed at the recursing line (MRI raises it in
# the frame making the call that overflows), whichever path it takes (bench/fuzz.py
# seed 15, cases 108 and 1621): here blocks called by builtins.
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

probe("Hash default proc") do
  fib = Hash.new { |h, n| h[n] = n < 2 ? n : h[n - 1] + h[n - 2] }
  fib[10**6]
end

cmp = proc do |a, b|
  [b, a].sort(&cmp)
  a <=> b
end
probe("sort block") { [2, 1].sort(&cmp) }
