def maybe_yield
  if block_given?
    "block returned #{yield(1, 2).inspect}"
  else
    "no block"
  end
end

puts maybe_yield
puts maybe_yield { |a, b| a + b }
puts maybe_yield { |a| a }
puts maybe_yield { |a, b, c| c }
puts maybe_yield { nil }

def each_pair_of(list)
  return enum_for(:each_pair_of, list) unless block_given?
  list.each_slice(2) { |a, b| yield a, b }
end

each_pair_of([1, 2, 3, 4, 5]) { |a, b| puts "#{a}-#{b.inspect}" }
puts each_pair_of([1, 2, 3]).to_a.inspect

def twice
  yield
  yield
end
n = 0
twice { n += 5 }
puts n
