# Chef::Provider::ResourceRequirements: assertions a provider declares in
# define_resource_requirements, checked before its action runs. Autoloaded
# (provider_class.install) when `requirements` first names it.
class Chef
  class Provider
    class ResourceRequirements
      class Assertion
        class AssertionFailure < RuntimeError; end

        attr_reader :whyrun_message, :resource_modifier, :exception_type, :failure_text

        def initialize
          @block_action = false
          @assertion_proc = nil
          @exception_type = AssertionFailure
          @failure_text = 'Assertion failed'
          @whyrun_message = nil
          @resource_modifier = nil
        end

        def assertion(&assertion_proc)
          @assertion_proc = assertion_proc
        end

        # failure_message("text") or failure_message(ExceptionClass, "text")
        def failure_message(*args)
          raise ArgumentError, 'failure_message takes 1 or 2 arguments' unless [1, 2].include?(args.size)
          @exception_type = args[0] if args.size == 2
          @failure_text = args[-1]
        end

        def whyrun(message = nil, &resource_modifier)
          @whyrun_message = message
          @resource_modifier = resource_modifier
        end

        def block_action!
          @block_action = true
        end

        def block_action?
          @block_action
        end

        def failed?(action)
          !@assertion_proc || !@assertion_proc.call(action)
        end
      end

      def initialize
        @assertions = Hash.new { |h, k| h[k] = [] }
      end

      def assert(*actions)
        raise ArgumentError, 'assert needs a block' unless block_given?
        assertion = Assertion.new
        yield assertion
        actions.each { |action| @assertions[action.to_sym] << assertion }
      end

      # [exception class name, message, why-run message, block_action?, resource modifier]
      # of each assertion of `action` (or :all_actions) that does not hold
      def failed_for(action)
        (@assertions[:all_actions] + @assertions[action.to_sym]).select { |a| a.failed?(action) }.map do |a|
          [a.exception_type.name, a.failure_text, a.whyrun_message, a.block_action?, a.resource_modifier]
        end
      end
    end
  end
end
