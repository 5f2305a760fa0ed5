def lambda_return
  l = -> { return 10 }
  v = l.call
  "after lambda, got #{v}"
end

def proc_return
  pr = proc { return 20 }
  pr.call
  "never reached"
end

def block_return
  [1, 2, 3].each do |x|
    return "found #{x}" if x == 2
  end
  "not found"
end

def find_first_even(list)
  list.each { |x| return x if x.even? }
  nil
end

puts lambda_return
puts proc_return
puts block_return
puts find_first_even([1, 3, 6, 8]).inspect
puts find_first_even([1, 3]).inspect

def make_orphan
  proc { return 1 }
end

orphan = make_orphan
begin
  orphan.call
rescue LocalJumpError => e
  puts e.class
  puts e.message
end
puts "still running"
