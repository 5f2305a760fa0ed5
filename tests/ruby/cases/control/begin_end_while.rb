tries = 0
begin
  tries += 1
  puts "try #{tries}"
end while tries < 3
p tries
once = 0
begin
  once += 1
end while false
p once
plain = 0
plain += 1 while false
p plain
queue = [3, 2, 1]
begin
  item = queue.shift
  puts "item #{item}"
end until queue.empty?
p queue
