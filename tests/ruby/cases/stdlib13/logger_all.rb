require 'logger'
require 'stringio'
io = StringIO.new
log = Logger.new(io)
log.info("started")
log.debug { "lazy #{1 + 1}" }
log.warn("prog") { "with progname" }
log.error(RuntimeError.new("boom"))
log.fatal([1, 2])
log.unknown("u")
log.add(Logger::INFO, "added", "me")
log.log(Logger::WARN) { "logged" }
log << "raw line\n"
puts io.string.gsub(/\[\S+ #\d+\]/, "[TIME #PID]")
p log.level, log.debug?, log.info?
log.level = :warn
p log.level, log.info?, log.warn?
log.level = "error"
p log.level
log.info!; p log.level
log.level = Logger::FATAL
p log.error("skipped"), log.fatal?
begin; log.level = :loud; rescue ArgumentError => e; p e.message; end
out = StringIO.new
l2 = Logger.new(out, progname: "app", level: :info, formatter: proc { |sev, time, prog, msg| "#{sev} #{prog}: #{msg}\n" })
l2.debug("no")
l2.info("yes")
l2.warn { "block" }
l2.progname = "other"
l2.error("err")
print out.string
l3 = Logger.new(out2 = StringIO.new, datetime_format: "%Y")
l3.info("x")
puts out2.string.sub(/#\d+/, "#PID").sub(/\d{4}/, "YYYY")
p l3.datetime_format
f = Logger::Formatter.new
p f.call("INFO", Time.at(0).utc, "prog", "msg").sub(/#\d+/, "#PID")
f.datetime_format = "%H:%M"
p f.call("WARN", Time.at(3600).utc, nil, :sym).sub(/#\d+/, "#PID")
p Logger::Severity.constants.sort, Logger::DEBUG, Logger::UNKNOWN
nl = Logger.new(nil)
p nl.info("nothing")
require 'tmpdir'
Dir.mktmpdir do |d|
  path = File.join(d, "app.log")
  fl = Logger.new(path)
  fl.info("to file")
  fl.close
  lines = File.readlines(path)
  p lines.size, lines[0].start_with?("# Logfile created on"), lines[1].end_with?("INFO -- : to file\n")
end
sl = Logger.new($stdout, formatter: ->(s, t, p, m) { "[#{s}] #{m}\n" })
sl.info("to stdout")
sl.sev_threshold = Logger::ERROR
p sl.level
class MyFormatter < Logger::Formatter
  def call(sev, time, prog, msg) = "#{sev.downcase}: #{msg2str(msg)}\n"
end
sl.formatter = MyFormatter.new
sl.error(Object)
sl.error(nil)
