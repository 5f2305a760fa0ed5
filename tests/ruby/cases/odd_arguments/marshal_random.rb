# Marshal.dump and Random with odd arguments, found by bench/sweep_builtins.py (MRI 3.1 goldens)
require "stringio"
def show(label)
  p [label, yield]
rescue StandardError, NotImplementedError => e
  p [label, e.class, e.message]
end
show("dump(nil, nil, nil)") { Marshal.dump(nil, nil, nil) }
show("dump(1, nil)") { Marshal.dump(1, nil).bytes }
show("dump(1, 5)") { Marshal.dump(1, 5).bytes }
show("dump([[1]], 1)") { Marshal.dump([[1]], 1) }
show("dump(1, io, nil)") { io = StringIO.new; Marshal.dump(1, io, nil); io.string.bytes }
show("dump(1, io, '')") { Marshal.dump(1, StringIO.new, "") }
show("Random#initialize_copy(5)") { Random.new(1).send(:initialize_copy, 5) }
show("urandom(-1)") { Random.urandom(-1) }
show("urandom(2).size") { Random.urandom(2).size }
