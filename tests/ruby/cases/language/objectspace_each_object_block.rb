module Plug; end
class PA; include Plug; end
class PB; include Plug; end
found = []
ObjectSpace.each_object(Class) { |c| found << c.name if c.include?(Plug) }
p found.sort
