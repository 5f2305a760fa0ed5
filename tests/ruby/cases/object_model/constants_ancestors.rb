class Base
  DEFAULTS = { mode: "0644" }
  KIND = "base"

  def kind
    self.class::KIND
  end

  def lexical_kind
    KIND
  end
end

class Derived < Base
  KIND = "derived"

  def defaults
    DEFAULTS
  end
end

module Mixin
  MIXED = "from mixin"
end

class WithMixin
  include Mixin

  def mixed
    MIXED
  end
end

d = Derived.new
puts d.kind
puts d.lexical_kind
puts d.defaults.inspect
puts Derived::DEFAULTS.inspect
puts Derived::KIND
puts WithMixin.new.mixed
puts WithMixin::MIXED
puts Derived.const_get(:DEFAULTS).equal?(Base::DEFAULTS)
