require 'logger'
l = Logger.new(nil)
[:debug, "INFO", :Warn, "error", :fatal, :unknown, 3].each do |lv|
  l.level = lv
  print l.level, " "
end
puts
l.warn!
p l.level, l.info("dropped")
