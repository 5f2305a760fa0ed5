def level3
  puts "level3 start"
  raise "deep error"
ensure
  puts "level3 ensure"
end

def level2
  level3
ensure
  puts "level2 ensure"
end

def level1
  level2
rescue => e
  puts "level1 rescued: #{e.message}"
  :recovered
ensure
  puts "level1 ensure"
end

p level1
log = []
[1, 2, 3].each do |i|
  begin
    log << "start #{i}"
    next if i == 2
    log << "body #{i}"
  ensure
    log << "ensure #{i}"
  end
end
p log
r = [1, 2].each do |i|
  begin
    break :broke
  ensure
    puts "ensure on break"
  end
end
p r
