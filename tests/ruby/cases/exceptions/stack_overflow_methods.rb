# Runaway recursion is a SystemStackError placed at the recursing line (MRI raises it in
# the frame making the call that overflows), whichever path it takes (bench/fuzz.py
# seed 15, cases 108 and 1621): here methods Ruby calls implicitly:
# to_s by interpolation, method_missing.
def probe(label)
  yield
  puts "#{label}: no error"
rescue SystemStackError => e
  # the line only: which frame MRI's push overflows (a C method's or the caller's) is
  # down to its stack accounting
  e.backtrace.first =~ /:(\d+):in /
  puts "#{label}: #{e.class}: #{e.message} at line #{$1}"
  puts "  an Exception: #{e.is_a?(Exception)}, a StandardError: #{e.is_a?(StandardError)}"
end

class Loop
  def to_s
    "<#{self}>"
  end
end
probe("to_s by interpolation") { "#{Loop.new}" }

class Settings
  def method_missing(name, *args)
    public_send(name, *args)
  end
end
probe("method_missing") { Settings.new.port }
