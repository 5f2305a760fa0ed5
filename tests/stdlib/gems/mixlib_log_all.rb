require 'mixlib/log'
require 'stringio'
class MyLog
  extend Mixlib::Log
end
io = StringIO.new
MyLog.init(io)
Mixlib::Log::Formatter.show_time = false
p MyLog.level, MyLog.configured?, MyLog.warn?, MyLog.info?, MyLog.trace?
MyLog.info('hidden')
MyLog.warn('shown')
MyLog.error { ['from a block', nil, {}] }
MyLog.level = :trace
p MyLog.level, MyLog.trace?
MyLog.trace('tracing')
MyLog.debug(RuntimeError.new('boom'))
MyLog.info(['an', 'array'])
MyLog.level(:error)
p MyLog.level
MyLog.warn('dropped')
MyLog.fatal('fatal one')
MyLog << "raw line\n"
MyLog.add(Logger::ERROR, 'via add')
MyLog.log(Logger::FATAL, 'via log')
MyLog.metadata = { app: 'x' }
MyLog.error('with metadata', data: { k: 1 })
child = MyLog.with_child(req: 7)
child.error('from child')
p child.level, child.error?, child.info?
MyLog.with_child { |c| c.fatal('block child') }
begin
  MyLog.level = :nope
rescue ArgumentError => e
  p e.message
end
begin
  MyLog.use_log_devices(5)
rescue ArgumentError => e
  p e.message
end
p Mixlib::Log::Logging::LEVELS, Mixlib::Log::Logging::LEVEL_NAMES[2], Mixlib::Log::Logging::TRACE
p MyLog.logger.class, MyLog.loggers.size
io2 = StringIO.new
l2 = Mixlib::Log::Logger.new(io2)
class Other; extend Mixlib::Log; end
Other.use_log_devices([MyLog.logger, l2])
Other.level = :info
Other.info('to both')
p MyLog.level
print io.string
print io2.string
Mixlib::Log::Formatter.show_time = true
f = Mixlib::Log::Formatter.new
p f.call('WARN', Time.utc(2020, 1, 2, 3, 4, 5), nil, 'msg')
p f.msg2str({ msg: 'm' }), f.msg2str(:sym), f.msg2str({ err: RuntimeError.new('e') })
p Mixlib::Log::Logger.new(nil).add(Logger::FATAL, 'x', nil)
