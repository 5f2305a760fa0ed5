def maybe(&b)
  b ? "has block" : "no block"
end

blk = nil
puts maybe(&blk)
puts maybe(&:to_s)
puts maybe {}

def yielder_given
  block_given?
end
puts yielder_given(&nil)
m = nil
puts [1, 2].map(&m || :succ).inspect rescue puts "err"
def inner_given
  yielder_given { 1 }
end
puts inner_given
def not_forwarded
  yielder_given
end
puts not_forwarded { 1 }
