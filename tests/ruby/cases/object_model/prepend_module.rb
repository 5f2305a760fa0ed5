module Audit
  def run(cmd)
    "audit(" + super + ")"
  end
end

class Runner
  prepend Audit

  def run(cmd)
    "run #{cmd}"
  end
end

puts Runner.new.run("ls")
puts Runner.ancestors.first(3).inspect

module Defaults
  def port
    super || 80
  end
end

class Site
  prepend Defaults
  attr_accessor :port
end

s = Site.new
puts s.port
s.port = 8443
puts s.port
