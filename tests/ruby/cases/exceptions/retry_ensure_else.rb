attempts = 0
begin
  attempts += 1
  puts "attempt #{attempts}"
  raise IOError, "flaky" if attempts < 3
  puts "succeeded"
rescue IOError => e
  puts "rescued #{e.message}"
  retry
else
  puts "else runs when no exception"
ensure
  puts "ensure always runs"
end

def with_ensure
  return "from body"
ensure
  puts "ensure before return"
end
puts with_ensure

def ensure_value
  :body
ensure
  :ignored
end
p ensure_value

x = begin
  Integer("12")
rescue ArgumentError
  -1
else
  100
ensure
  200
end
p x
