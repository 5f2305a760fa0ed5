class A
  attr_accessor :z
  def a; 1; end
  alias b a
  alias_method "c", "a"
  protected
  alias_method :d, :a
  class << self
    def k; :k; end
    alias k2 k
  end

  alias_method :zz=, :z=
  alias $new_global $stdout
end
obj = A.new
p obj.b, obj.c, A.k2, A.instance_method(:b).name, A.public_method_defined?(:d), A.protected_method_defined?(:d)
obj.zz = 3
p obj.z
module M; def mm; :mm; end; alias_method :mm2, :mm; module_function :mm2; end
p M.mm2
p A.new.method(:b).original_name rescue p $!
