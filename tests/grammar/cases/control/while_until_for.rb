while x do
  y
end
while x
  y
end
until done
  work
end
for x in 1..3 do
  puts x
end
for a, b in pairs
  a
end
loop do
  break
end
