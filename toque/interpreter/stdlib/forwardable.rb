# Forwardable and SingleForwardable, as documented for Ruby 3.1's forwardable: methods
# defined to pass their arguments and block on to an accessor — an instance variable
# (`:@items`), a method (`:config`), a constant or any expression the class can evaluate.
module Forwardable
  VERSION = "1.3.2"
  FORWARDABLE_VERSION = VERSION

  @debug = nil
  class << self
    attr_accessor :debug
  end

  def instance_delegate(hash)
    Forwardable._each_delegation(hash) { |accessor, method| def_instance_delegator(accessor, method) }
  end

  def def_instance_delegators(accessor, *methods)
    Forwardable._each_method(methods) { |method| def_instance_delegator(accessor, method) }
  end

  def def_instance_delegator(accessor, method, ali = method)
    # a class or module gets an instance method; any other object, a singleton method
    Forwardable._define_delegator(self, !is_a?(Module), accessor, method, ali)
  end

  alias delegate instance_delegate
  alias def_delegators def_instance_delegators
  alias def_delegator def_instance_delegator

  # The loops and the definition shared by Forwardable and SingleForwardable.
  # delegate: each `methods => accessor` pair (one method, or a list of them)
  def self._each_delegation(hash)
    hash.each do |methods, accessor|
      if defined?(methods.each)
        methods.each { |method| yield accessor, method }
      else
        yield accessor, methods
      end
    end
  end

  # def_delegators: each method but __send__ and __id__, which are never delegated
  def self._each_method(methods)
    methods.each do |method|
      yield method unless method.to_s == "__send__" || method.to_s == "__id__"
    end
  end

  def self._define_delegator(owner, singleton, accessor, method, ali)
    gen = _delegator_proc(accessor, method)
    if singleton
      owner.define_singleton_method(ali, &gen)
    else
      owner.__send__(:define_method, ali, &gen)
    end
    ali.to_sym
  end

  # a block that reaches the accessor from the receiver and sends it `method`
  def self._delegator_proc(accessor, method)
    accessor = accessor.to_s
    method = method.to_sym
    reach =
      if accessor.match?(/\A@@\w+\z/)
        ->(obj) { (obj.is_a?(Module) ? obj : obj.class).class_variable_get(accessor) }
      elsif accessor.match?(/\A@\w+\z/)
        ->(obj) { obj.instance_variable_get(accessor) }
      elsif accessor.match?(/\A(::)?[A-Z]\w*(::[A-Z]\w*)*\z/)
        ->(obj) { Object.const_get(accessor.delete_prefix("::")) }
      elsif accessor.match?(/\A[a-z_]\w*[?!]?\z/)
        ->(obj) { obj.__send__(accessor) }
      else
        ->(obj) { obj.instance_eval(accessor) }
      end
    proc do |*args, **kw, &block|
      target = reach.(self)
      kw.empty? ? target.__send__(method, *args, &block) : target.__send__(method, *args, **kw, &block)
    end
  end
end

module SingleForwardable
  def single_delegate(hash)
    Forwardable._each_delegation(hash) { |accessor, method| def_single_delegator(accessor, method) }
  end

  def def_single_delegators(accessor, *methods)
    Forwardable._each_method(methods) { |method| def_single_delegator(accessor, method) }
  end

  def def_single_delegator(accessor, method, ali = method)
    Forwardable._define_delegator(self, true, accessor, method, ali)
  end

  alias delegate single_delegate
  alias def_delegators def_single_delegators
  alias def_delegator def_single_delegator
end
