class EOne; end
e = ObjectSpace.each_object(Class)
p e.class, e.include?(EOne), e.first.is_a?(Class)
