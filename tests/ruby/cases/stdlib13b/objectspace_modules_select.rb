module Marker; end
class MA; include Marker; end
module Sub; class MB; include Marker; end; end
p ObjectSpace.each_object(Class).select { |c| c.include?(Marker) }.map(&:name).sort
p ObjectSpace.each_object(Module).count { |m| m == Marker }
