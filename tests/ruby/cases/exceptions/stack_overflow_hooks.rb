# Runaway recursion is a SystemStackError placed at the recursing line (MRI raises it in
# the frame making the call that overflows), whichever path it takes (bench/fuzz.py
# seed 15, cases 108 and 1621): here Comparable's <=>, a method
# made by define_method.
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

class Version
  include Comparable
  def <=>(other)
    self < other ? -1 : 1
  end
end
probe("Comparable") { Version.new < Version.new }

class Settings
  define_method(:walk) { |n| walk(n + 1) }
end
probe("define_method") { Settings.new.walk(0) }
