TOP = "top-level"

module Outer
  LEVEL = "outer"
  SHARED = "outer shared"

  class Inner
    LEVEL = "inner"

    def level
      LEVEL
    end

    def outer_level
      Outer::LEVEL
    end

    def shared
      SHARED
    end

    def top
      TOP
    end

    def top_explicit
      ::TOP
    end
  end
end

i = Outer::Inner.new
puts i.level
puts i.outer_level
puts i.shared
puts i.top
puts i.top_explicit
puts Outer::Inner::LEVEL
puts Outer.const_get(:LEVEL)
puts Outer.constants.sort.inspect
puts Outer.const_defined?(:SHARED)
puts defined?(Outer::Nope).inspect
begin
  Outer::Nope
rescue NameError => e
  puts e.message
end
