def tricky
  yield
ensure
  puts "cleanup"
end
p tricky { 1 }
def tricky2
  [1, 2, 3].each do |x|
    return x * 10 if x == 2
  end
ensure
  puts "cleanup2"
end
p tricky2
def override
  return :from_body
ensure
  return :from_ensure
end
p override
def swallow
  raise "lost"
ensure
  return "ensure return swallows exception"
end
p swallow
counter = 0
begin
  counter += 1
ensure
  counter += 10
end
p counter
