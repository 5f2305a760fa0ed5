def wrapper
  yield
rescue ArgumentError => e
  raise
end

begin
  wrapper { raise ArgumentError, "original" }
rescue => e
  puts "outer got #{e.class}: #{e.message}"
end

def translate
  yield
rescue ZeroDivisionError => e
  raise ArgumentError, "translated: #{e.message}"
end

begin
  translate { 10 / 0 }
rescue ArgumentError => e
  puts e.message
  puts e.cause.class
end

begin
  begin
    raise "a"
  ensure
    puts "ensure runs while propagating"
  end
rescue => e
  puts "caught #{e.message}"
end
begin
  raise TypeError, "t"
rescue ArgumentError
  puts "wrong clause"
rescue TypeError, NameError => e
  puts "right clause #{e.class}"
end
