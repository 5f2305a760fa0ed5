module Cookbook
  VERSION = "1.2.3"
end

module Cookbook
  module Helpers
    def self.version
      VERSION
    end
  end
end

module Cookbook::Other
  def self.version
    defined?(VERSION) ? VERSION : "not visible lexically"
  end

  def self.qualified
    Cookbook::VERSION
  end
end

puts Cookbook::Helpers.version
puts Cookbook::Other.version
puts Cookbook::Other.qualified
puts Cookbook::Helpers.name
puts Cookbook::Other.name

class Cookbook::Thing
  NAME = "thing"
end
puts Cookbook::Thing::NAME
puts Cookbook::Thing.name
puts Cookbook.constants.sort.inspect
