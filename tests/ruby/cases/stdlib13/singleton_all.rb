require 'singleton'
require 'observer'
class Conf
  include Singleton
  attr_accessor :value
  def initialize; @value = 0; end
end
a = Conf.instance
a.value = 5
p Conf.instance.value, Conf.instance.equal?(a)
begin; Conf.new; rescue NoMethodError => e; p e.class, e.message.sub(/0x\h+/, "X"); end
begin; a.dup; rescue TypeError => e; p e.message; end
begin; a.clone; rescue TypeError => e; p e.message; end
class Sub < Conf; end
p Sub.instance.equal?(Conf.instance), Sub.instance.class, Sub.instance.equal?(Sub.instance)
begin
  module Mod; include Singleton; end
rescue TypeError => e
  p e.message
end
