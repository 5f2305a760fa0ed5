require 'timeout'
class SlowError < StandardError; end
begin
  Timeout.timeout(0.1, SlowError, "too slow") { sleep 1 }
rescue SlowError => e
  p e.message
end
p Timeout::Error.ancestors.include?(RuntimeError)
