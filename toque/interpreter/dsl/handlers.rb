# Chef's handlers and event handlers, the parts that are plain Ruby: evaluated once per run.
class Chef
  # What a handler sees of the run (Chef::RunStatus): filled in by toque when the run ends.
  class RunStatus
    attr_reader :node, :run_context, :all_resources, :updated_resources, :exception,
                :start_time, :end_time

    def success? = @exception.nil?
    def failed? = !success?
    def elapsed_time = @end_time - @start_time
    def backtrace = @exception && @exception.backtrace
    def run_id = @run_id
    def formatted_exception = @exception && "#{@exception.class.name}: #{@exception.message}"

    def to_h
      { node: node, success: success?, start_time: start_time, end_time: end_time,
        elapsed_time: elapsed_time, all_resources: all_resources,
        updated_resources: updated_resources, exception: formatted_exception,
        backtrace: backtrace, run_id: run_id }
    end
    alias_method :to_hash, :to_h
  end

  # A report, exception or start handler: subclass it and define `report`.
  class Handler
    attr_accessor :run_status
    attr_reader :config

    def initialize(config = {})
      @config = config
    end

    def report; end

    def run_report_unsafe(run_status)
      @run_status = run_status
      report
    end

    def run_report_safely(run_status)
      run_report_unsafe(run_status)
    rescue Exception => e
      Chef::Log.error("Report handler #{self.class.name} raised #{e.inspect}")
    end

    def data = run_status.to_h

    %i(node run_context all_resources updated_resources exception start_time end_time
       elapsed_time backtrace success? failed? run_id formatted_exception).each do |name|
      define_method(name) { run_status.send(name) }
    end
  end

  module EventDispatch
    # Subclass and define the events you want (`resource_updated(resource, action)`…), then
    # register an instance: Chef::Config[:event_handlers] << MyHandler.new.
    class Base; end

    # `Chef.event_handler do on :run_completed do … end end`
    module DSL
      class Handler < Chef::EventDispatch::Base
        def on(event, &block)
          define_singleton_method(event) { |*args| block.call(*args) }
        end
      end
    end
  end

  def self.event_handler(&block)
    handler = Chef::EventDispatch::DSL::Handler.new
    handler.instance_eval(&block)
    Chef::Config[:event_handlers] = [] if Chef::Config[:event_handlers].nil?
    Chef::Config[:event_handlers] << handler
    handler
  end
end
