require 'logger'
l = Logger.new($stdout, formatter: proc { |sev, _t, _p, msg| "[#{sev}] #{msg}\n" })
l.info("one")
l.error("two")
l << "raw\n"
