# sleep's interval checks (rb_time_interval) and Timeout.timeout, whose watcher sleeps
# the same interval: a bad one is raised into the block. A watcher firing as the block
# returns (a tiny timeout, many times) gives the value or Timeout::Error, nothing else.
require "timeout"

[-1, -0.5, -Float::INFINITY, Float::NAN, Float::INFINITY, 1e19, 2**63, -(2**64), 10**400,
 nil, true, "1", :a, [1]].each do |interval|
  begin
    sleep(interval)
    puts "sleep #{interval.inspect}: slept"
  rescue ArgumentError, RangeError, TypeError => e
    puts "sleep #{interval.inspect}: #{e.class}: #{e.message}"
  end
end
p sleep(0), sleep(0.0), sleep(-0.0), sleep(0.01)

[-1, -0.5, Float::NAN, Float::INFINITY, 1e19, 2**63, 10**400, "1", :a].each do |sec|
  begin
    r = Timeout.timeout(sec) { sleep 0.5; :finished }
    puts "timeout #{sec.inspect}: #{r.inspect}"
  rescue ArgumentError, RangeError, NoMethodError => e
    puts "timeout #{sec.inspect}: #{e.class}: #{e.message}"
  end
end

p Timeout.timeout(nil) { |s| [:nil, s] }
p Timeout.timeout(0) { |s| [:zero, s] }
p Timeout.timeout(0.0) { |s| [:zero_f, s] }
p Timeout.timeout(2**40) { |s| [:long, s] }
p Timeout.timeout(5) { :quick }
begin
  Timeout.timeout(0.05) { sleep 2 }
rescue Timeout::Error => e
  puts "#{e.class}: #{e.message}"
end

outcomes = 300.times.map do |i|
  Timeout.timeout(0.000001 * (1 + i % 40)) { x = 0; 10.times { x += 1 }; x }
rescue Timeout::Error
  :expired
end
p((outcomes.uniq - [10, :expired]).empty?)
