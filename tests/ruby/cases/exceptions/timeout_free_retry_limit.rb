class TransientError < StandardError; end

def with_retries(max)
  tries = 0
  begin
    tries += 1
    yield tries
  rescue TransientError => e
    puts "try #{tries} failed: #{e.message}"
    retry if tries < max
    raise
  end
end

p with_retries(3) { |t| t < 3 ? raise(TransientError, "busy") : "ok after #{t}" }
begin
  with_retries(2) { raise TransientError, "down" }
rescue TransientError => e
  puts "gave up: #{e.message}"
end
