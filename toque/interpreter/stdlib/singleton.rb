# Singleton, as documented for Ruby 3.1's singleton: including it makes `new` and
# `allocate` private and gives the class `instance`, created once; dup and clone raise
# TypeError; a subclass gets its own instance.
module Singleton
  def clone
    raise TypeError, "can't clone instance of singleton #{self.class}"
  end

  def dup
    raise TypeError, "can't dup instance of singleton #{self.class}"
  end

  def _dump(depth = -1)
    ""
  end

  module SingletonClassMethods
    def clone
      Singleton.__init__(super)
    end

    def _load(str)
      instance
    end

    def instance
      @singleton__instance__ ||= new
    end

    private

    def inherited(sub_klass)
      super
      Singleton.__init__(sub_klass)
    end
  end

  class << Singleton
    def __init__(klass)
      klass.instance_eval { @singleton__instance__ = nil }
      klass
    end

    private

    def append_features(mod)
      unless mod.instance_of?(Class)
        raise TypeError, "Inclusion of the OO-Singleton module in module #{mod}"
      end
      super
    end

    def included(klass)
      super
      klass.private_class_method :new, :allocate
      klass.extend SingletonClassMethods
      Singleton.__init__(klass)
    end
  end
end
