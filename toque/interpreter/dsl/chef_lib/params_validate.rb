# Chef::Mixin::ParamsValidate: `validate(opts, map)` and `set_or_return`, with which
# library classes (HWRPs and helpers) check their arguments as Chef's resources once did.
class Chef
  module Mixin
    module ParamsValidate
      # Checks `opts` against `map` ({key => true | false | {check => argument}}), filling in
      # defaults; raises Chef::Exceptions::ValidationFailed with Chef's messages.
      def validate(opts, map)
        raise ArgumentError, "Options must be a hash" unless opts.is_a?(Hash)
        raise ArgumentError, "Validation Map must be a hash" unless map.is_a?(Hash)

        @validation_message ||= {}
        map.each do |key, validation|
          raise ArgumentError, "Validation map keys must be symbols or strings!" unless key.is_a?(Symbol) || key.is_a?(String)

          case validation
          when true then _pv_required(opts, key)
          when Hash
            validation = validation.dup
            @validation_message[key] = validation.delete(:validation_message) if validation.key?(:validation_message)
            validation.each do |check, argument|
              checker = "_pv_#{check}"
              raise ArgumentError, "Validation map has unknown check: #{check}" unless respond_to?(checker, true)

              send(checker, opts, key, argument)
            end
          end
        end
        opts
      end


      # A getter and setter in one (`def owner(arg = nil) set_or_return(:owner, arg, kind_of: String)`):
      # nil reads the instance variable (or its default), anything else is validated and stored.
      def set_or_return(symbol, value, validation)
        ivar = :"@#{symbol}"
        if value.nil?
          current = instance_variable_defined?(ivar) ? instance_variable_get(ivar) : nil
          return current unless current.nil?

          opts = validate({}, { symbol => validation.reject { |k, _| k == :required } })
          found = opts[symbol]
          found = found.call while found.is_a?(Chef::DelayedEvaluator) && found.respond_to?(:call)
          instance_variable_set(ivar, found) unless found.nil?
          found
        else
          opts = validate({ symbol => value }, { symbol => validation })
          instance_variable_set(ivar, opts[symbol])
        end
      end

      private

      def _validation_message(key, default)
        @validation_message.key?(key) ? @validation_message[key] : default
      end

      def _pv_opts_lookup(opts, key)
        return opts[key.to_s] if opts.key?(key.to_s)

        opts.key?(key.to_sym) ? opts[key.to_sym] : nil
      end

      def _pv_fail(key, default)
        raise Chef::Exceptions::ValidationFailed, _validation_message(key, default)
      end

      def _pv_required(opts, key, is_required = true, allows_nil = false)
        return true unless is_required
        return true if [key.to_s, key.to_sym].any? { |k| opts.key?(k) && (allows_nil || !opts[k].nil?) }

        _pv_fail(key, "Required argument #{key.inspect} is missing!")
      end

      def _pv_equal_to(opts, key, to_be)
        value = _pv_opts_lookup(opts, key)
        return if value.nil?

        to_be = Array(to_be)
        return true if to_be.any? { |tb| value == tb }

        _pv_fail(key, "Option #{key} must be equal to one of: #{to_be.map(&:inspect).join(", ")}!  You passed #{value.inspect}.")
      end

      def _pv_kind_of(opts, key, to_be)
        value = _pv_opts_lookup(opts, key)
        return if value.nil?

        to_be = Array(to_be)
        return true if to_be.any? { |tb| value.is_a?(tb) }

        _pv_fail(key, "Option #{key} must be a kind of #{to_be}!  You passed #{value.inspect}.")
      end

      def _pv_respond_to(opts, key, method_names)
        value = _pv_opts_lookup(opts, key)
        return if value.nil?

        Array(method_names).each do |name|
          _pv_fail(key, "Option #{key} must have a #{name} method!") unless value.respond_to?(name)
        end
      end

      def _pv_cannot_be(opts, key, predicates)
        value = _pv_opts_lookup(opts, key)
        return if value.nil?

        Array(predicates).each do |name|
          predicate = :"#{name}?"
          _pv_fail(key, "Option #{key} cannot be #{predicates}") if value.respond_to?(predicate) && value.send(predicate)
        end
      end

      def _pv_default(opts, key, default_value)
        return unless _pv_opts_lookup(opts, key).nil?

        opts[key] = default_value.is_a?(Chef::DelayedEvaluator) ? default_value : default_value.freeze
      end

      def _pv_regex(opts, key, regex)
        value = _pv_opts_lookup(opts, key)
        return if value.nil?
        return true if Array(regex).flatten.any? { |r| r.match(value.to_s) }

        _pv_fail(key, "Property #{key}'s value #{value} does not match regular expression #{regex.inspect}")
      end

      def _pv_callbacks(opts, key, callbacks)
        raise ArgumentError, "Callback list must be a hash!" unless callbacks.is_a?(Hash)

        value = _pv_opts_lookup(opts, key)
        return if value.nil?

        callbacks.each do |message, check|
          _pv_fail(key, "Option #{key}'s value #{value} #{message}!") unless check.call(value)
        end
      end

      def _pv_name_property(opts, key, is_name_property = true)
        return unless is_name_property && opts[key].nil?
        if equal?(Chef::Mixin::ParamsValidate)
          raise Chef::Exceptions::CannotValidateStaticallyError, "name_property cannot be evaluated without a resource."
        end

        opts[key] = instance_variable_get(:@name)
      end
      alias_method :_pv_name_attribute, :_pv_name_property

      def _pv_is(opts, key, to_be)
        return true unless opts.key?(key.to_s) || opts.key?(key.to_sym)

        value = _pv_opts_lookup(opts, key)
        to_be = [to_be].flatten(1)
        return true if to_be.any? { |tb| tb.is_a?(Proc) ? instance_exec(value, &tb) : tb === value }

        _pv_fail(key, "Property #{key} must be one of: #{to_be.map(&:inspect).join(", ")}!  You passed #{value.inspect}.")
      end

      def _pv_coerce(opts, key, coercer)
        [key.to_s, key.to_sym].each do |k|
          next unless opts.key?(k)

          opts[k] = instance_exec(opts[k], &coercer)
          break
        end
      end

      def _pv_sensitive(opts, key, flag) = true
      def _pv_desired_state(opts, key, flag) = true
      def _pv_description(opts, key, text) = true
      def _pv_introduced(opts, key, text) = true
      def _pv_deprecated(opts, key, text) = true
      def _pv_skip_docs(opts, key, flag) = true

      extend self
    end
  end
end
