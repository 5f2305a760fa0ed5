module Chef
  class Log
    LEVELS = %i[debug info warn error].freeze
    @level = :info
    @lines = []

    class << self
      attr_accessor :level
      attr_reader :lines

      LEVELS.each do |lvl|
        define_method(lvl) do |msg|
          return if LEVELS.index(lvl) < LEVELS.index(level)
          @lines << "#{lvl.to_s.upcase}: #{msg}"
        end
      end
    end
  end
end

Chef::Log.debug("hidden")
Chef::Log.info("converging 3 resources")
Chef::Log.warn("deprecated property 'supports'")
Chef::Log.level = :debug
Chef::Log.debug("now visible")
Chef::Log.error("boom")
puts Chef::Log.lines
puts Chef::Log.lines.count { |l| l.start_with?("WARN", "ERROR") }
