class AppLogger
  def log(msg)
    "LOG: #{msg}"
  end

  alias_method :info, :log
  alias warn log

  def log(msg)
    "NEW: #{msg}"
  end
end

l = AppLogger.new
puts l.log("a")
puts l.info("b")
puts l.warn("c")

class String
  alias_method :original_upcase, :upcase

  def upcase
    "<" + original_upcase + ">"
  end
end
puts "x".upcase
puts AppLogger.instance_method(:info).name.inspect
puts AppLogger.public_method_defined?(:warn)
