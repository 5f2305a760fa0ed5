class Logger
  def log(msg)
    "LOG: #{msg}"
  end

  alias_method :info, :log
  alias warn log

  def log(msg)
    "NEW: #{msg}"
  end
end

l = Logger.new
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
puts Logger.instance_method(:info).name.inspect
puts Logger.public_method_defined?(:warn)
