class Shape; end
class Circle < Shape; end
class Square < Shape; end
class Dot < Circle; end
p ObjectSpace.each_object(Class).select { |k| k < Shape }.map(&:name).sort
p Shape.subclasses.map(&:name).sort, Circle.subclasses
