require 'logger'
l = Logger.new(nil)
p l.info("x"), l.error { "y" }, l.level
l.close
