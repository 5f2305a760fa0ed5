module Guarded
  def self.append_features(base)
    raise TypeError, "classes only" unless base.is_a?(Class)
    super
  end
  def hi; :hi; end
end
class GC1; include Guarded; end
p GC1.new.hi
begin
  Module.new { include Guarded }
rescue TypeError => e
  p e.message
end
