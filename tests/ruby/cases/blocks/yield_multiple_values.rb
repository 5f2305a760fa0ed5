def pairs
  yield :a, 1
  yield [:b, 2]
  yield :c
end

pairs { |k, v| puts "#{k.inspect} #{v.inspect}" }
pairs { |x| puts x.inspect }
pairs { |*xs| puts xs.inspect }

def one_array
  yield [1, 2, 3]
end
one_array { |a, b| puts [a, b].inspect }
one_array { |a| puts a.inspect }
one_array { |a, *b| puts b.inspect }

def with_value
  result = yield
  "block gave #{result.inspect}"
end
puts with_value { 42 }
puts with_value { }
puts with_value { [1, 2] }
