require 'logger'
f = Logger::Formatter.new
s = f.call("ERROR", Time.utc(2020, 1, 2, 3, 4, 5), "p", StandardError.new("bad"))
p s.sub(/#\d+/, "#PID")
f.datetime_format = "%H"
p f.call("INFO", Time.utc(2020, 1, 2, 3), nil, {a: 1}).sub(/#\d+/, "#PID")
