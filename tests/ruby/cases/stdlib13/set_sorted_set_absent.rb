require 'set'
p defined?(Set), Set.new([2, 1]).sort, Set.instance_method(:add).owner
