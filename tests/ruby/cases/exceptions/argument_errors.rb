def two(a, b); end
def opt(a, b = 1); end
def splat(a, *r); end
def kw(a:, b: 2); end
def kwonly(**o); end

tests = [
  -> { two(1) },
  -> { two(1, 2, 3) },
  -> { opt },
  -> { opt(1, 2, 3) },
  -> { splat },
  -> { kw },
  -> { kw(a: 1, c: 3) },
  -> { kw(a: 1, c: 3, d: 4) },
  -> { kw(1) },
  -> { kwonly(1) },
  -> { [].first(-1) },
  -> { Array.new(-1) },
  -> { "abc".center },
  -> { [1, 2].each_slice(0) { } },
  -> { raise ArgumentError },
]
tests.each_with_index do |t, i|
  t.call
  puts "#{i}: no error"
rescue ArgumentError => e
  puts "#{i}: #{e.message}"
end
