require 'singleton'
class Base1; include Singleton; end
class Sub1 < Base1; end
p Base1.instance.class, Sub1.instance.class, Base1.instance.equal?(Sub1.instance)
