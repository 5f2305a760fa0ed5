def current
  __method__
end
p current
def outer
  [__method__, [1].map { __method__ }.first]
end
p outer
p __method__
class K
  def m
    __method__.to_s
  end
  define_method(:dm) { __method__ }
end
p K.new.m
p K.new.dm
p __FILE__.end_with?(".rb")
p __LINE__
p __dir__.nil?
p File.basename(__FILE__)
