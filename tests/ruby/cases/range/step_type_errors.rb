# A step over a range with no start, or with a step that is no number, is a TypeError.
def try
  yield
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end

p (..2).step(0.5)
try { (..2).step(0.5).to_a }
try { (..2).step(0.5) { |x| p x } }
try { (..2).step(0.5).first(2) }
try { (..2.0).step(1).to_a }
try { ("a".."c").step(0.5) { |x| p x } }
try { (1..2).step("a") { |x| p x } }
try { (1..2).step(nil) { |x| p x } }
(1..2.0).step(0.5) { |x| p x }
p (1..).step(0.5).first(3)
