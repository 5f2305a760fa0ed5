def classify(e)
  case e
  when ZeroDivisionError then "math"
  when KeyError then "key"
  when IndexError then "index"
  when NoMethodError then "no method"
  when NameError then "name"
  when StandardError then "standard"
  end
end

errors = [ZeroDivisionError.new, KeyError.new, IndexError.new, StopIteration.new,
          NoMethodError.new, NameError.new, RuntimeError.new, FrozenError.new]
errors.each { |e| puts "#{e.class.name.ljust(17)} #{classify(e)}" }
p errors.map { |e| e.is_a?(StandardError) }.all?
p errors.select { |e| e.kind_of?(IndexError) }.map(&:class)
p errors.map(&:message).first(3)
