i = 0
while i < 3
  print i
  i += 1
end
puts
j = 10
until j <= 7
  print j, " "
  j -= 1
end
puts
k = 0
k += 1 while k < 5
p k
m = 100
m /= 2 until m < 10
p m
n = 0
begin
  n += 1
end while n < 0
p n
q = 10
begin
  q += 1
end until true
p q
r = while false do end
p r
count = 0
while true
  count += 1
  next if count.odd?
  break if count > 6
  print count, ","
end
puts
p (while true do break "while value" end)
