# Chef::Provider#requirements (its class, Chef::Provider::ResourceRequirements, is in
# resource_requirements.rb, autoloaded) and forced_why_run.
class Chef
  class Provider
    def requirements
      @requirements ||= ResourceRequirements.new
    end

    # Chef's Runner#forced_why_run, which cookbooks copy into action classes: run the
    # block with Chef::Config[:why_run] set (so `resource.run_action` only reports)
    def forced_why_run
      saved = Chef::Config[:why_run]
      Chef::Config[:why_run] = true
      yield
    ensure
      Chef::Config[:why_run] = saved
    end
  end
end

# What old library resources (Chef 11-12 style) call from their own accessor methods.
class Chef
  class Resource
    def initialize(name = nil, run_context = nil); end

    # called after the resource's block (subclasses call super)
    def after_created; end

    # `def path(arg = nil) = set_or_return(:path, arg, kind_of: String)`: read the value
    # (or the :default) when arg is nil, else validate it and keep it in @path
    def set_or_return(symbol, value, validation)
      ivar = "@#{symbol}"
      if value.nil?
        return instance_variable_get(ivar) if instance_variable_defined?(ivar)
        default = validation[:default]
        return default.is_a?(Chef::DelayedEvaluator) ? instance_exec(&default) : default
      end
      validate({ symbol => value }, { symbol => validation })
      instance_variable_set(ivar, value)
    end

    # Chef::Mixin::ParamsValidate#validate for the common checks: kind_of, equal_to,
    # regex, respond_to, callbacks, required
    def validate(opts, map)
      map.each do |key, checks|
        value = opts[key]
        (checks || {}).each do |check, expected|
          ok = case check
               when :kind_of then value.nil? || Array(expected).any? { |k| value.is_a?(k) }
               when :equal_to then Array(expected).include?(value)
               when :regex then value.nil? || Array(expected).any? { |r| r.match?(value.to_s) }
               when :respond_to then Array(expected).all? { |m| value.respond_to?(m) }
               when :callbacks then expected.all? { |_, cb| cb.call(value) }
               when :required then !expected || !value.nil?
               else true
               end
          next if ok
          raise Chef::Exceptions::ValidationFailed,
                "Option #{key} must be #{check == :kind_of ? 'a kind of' : check.to_s.tr('_', ' ')} #{expected.inspect}!  You passed #{value.inspect}."
        end
      end
      opts
    end
  end
end
