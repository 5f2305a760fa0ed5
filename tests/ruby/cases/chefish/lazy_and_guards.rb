class Guarded
  def initialize(name)
    @name = name
    @guards = []
  end

  def only_if(cmd = nil, &blk)
    @guards << [:only_if, blk || -> { cmd == "true" }]
  end

  def not_if(&blk)
    @guards << [:not_if, blk]
  end

  def should_run?
    @guards.all? { |kind, g| kind == :only_if ? g.call : !g.call }
  end
end

files = { "/etc/motd" => true }
r1 = Guarded.new("a")
r1.only_if { files.key?("/etc/motd") }
r2 = Guarded.new("b")
r2.not_if { files.key?("/etc/motd") }
r3 = Guarded.new("c")
r3.only_if "true"
r3.not_if { false }
p [r1, r2, r3].map(&:should_run?)
files.delete("/etc/motd")
p [r1, r2, r3].map(&:should_run?)
lazy_value = -> { "computed at #{files.size} files" }
files["/x"] = true
p lazy_value.call
