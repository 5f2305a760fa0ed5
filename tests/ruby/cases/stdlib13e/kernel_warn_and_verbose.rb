require 'stringio'

def captured
  $stderr = StringIO.new
  yield
  $stderr.string
ensure
  $stderr = STDERR
end

p captured { warn "a" }
p captured { warn "b", "c" }
p captured { warn ["d", ["e"]], 1, nil }
p captured { warn }
p captured { p warn("x") }
p captured { warn "here", uplevel: 0 }.sub(/\A.*#{File.basename(__FILE__)}:/, "F:")
p $VERBOSE, $-v, $-w, $DEBUG, $-d
$VERBOSE = true
p $VERBOSE, $-w
$VERBOSE = 0
p $VERBOSE
$-v = false
p $VERBOSE
$VERBOSE = nil
p captured { warn "silent" }
p $VERBOSE
$VERBOSE = false
p Warning[:deprecated], Warning[:experimental]
Warning[:deprecated] = true
p Warning[:deprecated]
p captured { warn "cat", category: :deprecated }
Warning[:deprecated] = false
p captured { warn "hidden", category: :deprecated }
p captured { warn "shown", category: :experimental }
begin
  warn "x", category: :nope
rescue ArgumentError => e
  puts e.message
end
begin
  Warning[:nope]
rescue ArgumentError => e
  puts e.message
end
p captured { Warning.warn("direct\n") }
module Warning
  def self.warn(msg)
    $stdout.print "captured: #{msg}"
  end
end
warn "redirected"
warn "two", "lines"
p Warning.respond_to?(:warn), Warning.instance_method(:warn).owner, Warning.class
