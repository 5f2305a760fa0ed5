(1..5).each do |i|
  row = (1..5).map { |j| (i * j).to_s.rjust(3) }.join
  puts row
end
total = 0
1.step(99, 2) { |n| total += n }
puts total
p (1..100).select { |n| n % 15 == 0 }
p (1..20).map { |n| n % 15 == 0 ? "FizzBuzz" : n % 3 == 0 ? "Fizz" : n % 5 == 0 ? "Buzz" : n }.last(6)
primes = (2..50).select { |n| (2..Math.sqrt(n)).none? { |d| (n % d).zero? } }
p primes
p (1..10).each_slice(3).map(&:sum)
p 100.digits.reverse.join.to_i
