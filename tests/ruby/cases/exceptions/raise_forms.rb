def attempt
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end

attempt { raise "just a string" }
attempt { raise ArgumentError }
attempt { raise ArgumentError, "with message" }
attempt { raise ArgumentError.new("instance") }
attempt { raise TypeError.new }
attempt { fail "via fail" }
attempt { raise RuntimeError }
err = KeyError.new("prebuilt")
attempt { raise err }
attempt { raise IOError, "io" }
attempt do
  begin
    raise "inner"
  rescue => e
    raise e.class, "re-raised: #{e.message}"
  end
end
attempt { raise StandardError }
begin
  attempt { raise Exception.new("base") rescue puts "modifier does not catch Exception" }
rescue Exception => e
  puts "escaped attempt: #{e.class} #{e.message}"
end
begin
  raise 42
rescue TypeError => e
  puts e.message
end
