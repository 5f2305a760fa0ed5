class Service
  STATES = %w[start stop restart reload]

  STATES.each do |state|
    define_method("#{state}!") do
      @log ||= []
      @log << state
      self
    end

    define_method("#{state}?") { (@log || []).last == state }
  end

  define_method(:with_args) do |a, b = 2, *rest, key: 0, &blk|
    [a, b, rest, key, blk ? blk.call : nil].inspect
  end

  def log
    @log
  end
end

s = Service.new
s.start!.reload!.stop!
puts s.log.inspect
puts s.stop?
puts s.start?
puts s.with_args(1)
puts s.with_args(1, 3, 4, 5, key: 9) { "blk" }
puts Service.instance_methods(false).sort.first(4).inspect
puts Service.method_defined?(:restart!)
