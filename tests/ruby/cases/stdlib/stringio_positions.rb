# StringIO#truncate, seek, pos= and lineno= read their numbers as MRI's NUM2LONG does
# (truncate(1e308) once reached Python's slicing); negative places are Errno::EINVAL.
require "stringio"
def t(label)
  r = yield
  puts "#{label} => #{r.inspect}"
rescue StandardError, NoMemoryError => e
  puts "#{label} => #{e.class}: #{e.message}"
end
io = StringIO.new(+"abcdef")
t("truncate 1e308") { io.truncate(1e308) }
t("truncate -1") { io.truncate(-1) }
t("truncate NaN") { io.truncate(Float::NAN) }
t("truncate nil") { io.truncate(nil) }
t("truncate 4.5") { [io.truncate(4.5), io.string] }
t("truncate 6") { [io.truncate(6), io.string] }
t("seek 1e308") { io.seek(1e308) }
t("seek NaN") { io.seek(Float::NAN) }
t("seek -1") { io.seek(-1) }
t("seek 2.5") { [io.seek(2.5), io.pos] }
t("seek 1, CUR") { [io.seek(1, IO::SEEK_CUR), io.pos] }
t("seek -1, END") { [io.seek(-1, IO::SEEK_END), io.pos] }
t("seek 1, 7") { io.seek(1, 7) }
t("pos= NaN") { io.pos = Float::NAN }
t("pos= -1") { io.pos = -1 }
t("pos= 2.5") { io.pos = 2.5; io.pos }
t("pos= 1e308") { io.pos = 1e308 }
t("lineno= NaN") { io.lineno = Float::NAN }
t("lineno= 2.5") { io.lineno = 2.5; io.lineno }
t("lineno= nil") { io.lineno = nil }
