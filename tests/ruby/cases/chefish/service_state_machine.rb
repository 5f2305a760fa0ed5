class FakeService
  attr_reader :name, :log

  def initialize(name, running: false, enabled: false)
    @name = name
    @running = running
    @enabled = enabled
    @log = []
  end

  def run_action(action)
    case action
    when :start then converge(!@running, "start") { @running = true }
    when :stop then converge(@running, "stop") { @running = false }
    when :restart then converge(true, "restart") { @running = true }
    when :enable then converge(!@enabled, "enable") { @enabled = true }
    when :nothing then nil
    else raise ArgumentError, "unknown action :#{action} for service[#{name}]"
    end
  end

  private

  def converge(needed, what)
    if needed
      yield
      @log << "service[#{name}] #{what.sub(/e?\z/, 'ed').sub('stoped', 'stopped')}"
    else
      @log << "service[#{name}] #{what} (up to date)"
    end
  end
end

svc = FakeService.new("nginx", running: true)
%i[enable start stop start restart nothing].each { |a| svc.run_action(a) }
puts svc.log
begin
  svc.run_action(:reload)
rescue ArgumentError => e
  puts e.message
end
