class Base; end
class Child1 < Base; end
class Child2 < Base; end
class GrandChild < Child1; end
module Plugin; end
p ObjectSpace.each_object(Class).select { |k| k < Base }.sort_by(&:name)
p ObjectSpace.each_object(Base.singleton_class).map(&:name).sort
p ObjectSpace.each_object(Module).include?(Plugin), ObjectSpace.each_object(Class).include?(Plugin)
n = ObjectSpace.each_object(Class) { |k| }
p n.is_a?(Integer), n > 10
p ObjectSpace.garbage_collect, GC.start
p Base.subclasses.sort_by(&:name), Child2.subclasses
p ObjectSpace.respond_to?(:each_object), ObjectSpace.each_object(Class).class
