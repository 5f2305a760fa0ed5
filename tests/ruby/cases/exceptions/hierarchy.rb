classes = [StandardError, RuntimeError, ArgumentError, NameError, NoMethodError, TypeError,
           KeyError, ZeroDivisionError, IndexError, FrozenError, StopIteration, RangeError,
           FloatDomainError, IOError, LocalJumpError, Errno::ENOENT, NotImplementedError, ScriptError]
classes.each do |c|
  puts "#{c.name.ljust(18)} < #{c.superclass}"
end
p NoMethodError.ancestors.take_while { |c| c != Object }
p KeyError.new.is_a?(IndexError)
p FrozenError.ancestors.include?(RuntimeError)
p StopIteration.ancestors.include?(IndexError)
p ZeroDivisionError < ArithmeticError rescue p false
p Exception > StandardError
p NotImplementedError < StandardError
