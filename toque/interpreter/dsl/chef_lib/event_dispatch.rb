# run_context.events as Ruby sees it: Chef::EventDispatch::Dispatcher over the run's event
# bus (its subscribers: a Chef::Formatters object per output formatter, then the Ruby event
# handlers), and Chef::EventDispatch::EventsOutputStream, the IO a resource hands a command
# so that its output shows under the resource in the formatter's output.
class Chef
  module Formatters
    class Base < Chef::EventDispatch::Base
      def is_formatter? = true
    end

    class Doc < Base; end
    class Minimal < Base; end
    class JSON < Base; end
  end

  module EventDispatch
    class Dispatcher < Base
      attr_reader :subscribers

      def initialize(*subscribers)
        @subscribers = subscribers
      end

      def register(subscriber)
        @subscribers << subscriber
        (Chef::Config[:event_handlers] ||= []) << subscriber unless subscriber.is_a?(Chef::Formatters::Base)
      end

      def unregister(subscriber)
        @subscribers.reject! { |s| s == subscriber }
        Chef::Config[:event_handlers]&.reject! { |s| s == subscriber }
      end

      def formatter? = @subscribers.any? { |s| s.respond_to?(:is_formatter?) && s.is_formatter? }

      def stream_opened(stream, options = {}) = call_subscribers(:stream_opened, stream, options)
      def stream_closed(stream, options = {}) = call_subscribers(:stream_closed, stream, options)

      # output goes to the formatters, line by line, under the resource converging
      def stream_output(stream, output, options = {})
        output.to_s.each_line { |line| @run_context&.__toque_stream_output(line.chomp) }
        call_subscribers(:stream_output, stream, output, options)
      end

      def method_missing(name, *args, &block)
        call_subscribers(name, *args)
      end

      def respond_to_missing?(_name, _include_private = false) = true

      private

      def call_subscribers(name, *args)
        @subscribers.each do |s|
          next if s.is_a?(Chef::Formatters::Base) || !s.respond_to?(name)

          s.public_send(name, *args)
        end
        nil
      end
    end

    class EventsOutputStream
      attr_reader :options

      def initialize(events, options = {})
        @events = events
        @options = options
        events.stream_opened(self, options)
      end

      def print(str) = @events.stream_output(self, str, options)
      def <<(str) = (@events.stream_output(self, str, options); self)
      def write(str) = (@events.stream_output(self, str, options); str.to_s.bytesize)
      def puts(*strs) = (strs.empty? ? [""] : strs).each { |s| print("#{s}\n") } && nil
      def close = @events.stream_closed(self, options)
    end
  end
end
