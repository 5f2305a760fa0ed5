# `return` in a block run by a class, module or singleton-class body has no method to
# end: MRI's LocalJumpError ("unexpected return"), where the block runs or later.
# (Directly in a class or module body it is a syntax error, tests/grammar/test_jumps.py.)
class Holder
  def self.keep(&block) = block
  begin
    [1].each { return }
  rescue LocalJumpError => e
    puts "in the body: #{e.class}: #{e.message}"
  end
  KEPT = keep { return 5 }
  LAMBDA = -> { return 6 }
  define_method(:meth) { return 7 }
end

begin
  Holder::KEPT.call
rescue LocalJumpError => e
  puts "later: #{e.class}: #{e.message}"
end
p Holder::LAMBDA.call, Holder.new.meth

module Mod
  class << self
    begin
      return 1
    rescue LocalJumpError => e
      puts "singleton class: #{e.message}"
    end
  end
end
puts "after"
