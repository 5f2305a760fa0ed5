require 'timeout'
p Timeout.timeout(1) { :done }
begin
  Timeout.timeout(0.1) { sleep 1 }
rescue Timeout::Error => e
  p e.class, e.message
end
