# Struct#deconstruct_keys, Process::Status and Process::Sys with odd arguments, found by bench/sweep_builtins.py (MRI 3.1 goldens)
def show(label)
  p [label, yield]
rescue StandardError, NotImplementedError => e
  p [label, e.class, e.message]
end
s = Struct.new(:a, :b).new(1, 2)
[nil, [:a], 5, "a", [:b, :a]].each { |k| show("deconstruct_keys(#{k.inspect})") { s.deconstruct_keys(k) } }
show("Process::Status.new") { Process::Status.new }
show("Sys.setuid(5, 5)") { Process::Sys.setuid(5, 5) }
show("Sys.getuid(5)") { Process::Sys.getuid(5) }
show("Sys.getuid") { Process::Sys.getuid.class }
