begin
  raise Exception, "base exception"
rescue => e
  puts "not reached"
rescue Exception => e
  puts "caught Exception: #{e.message}"
end
begin
  raise NotImplementedError, "abstract"
rescue StandardError
  puts "not reached"
rescue NotImplementedError => e
  puts "#{e.class} is a ScriptError: #{e.is_a?(ScriptError)}"
end
class Base
  def run
    raise NotImplementedError, "#{self.class}#run not implemented"
  end
end
class Impl < Base; end
begin
  Impl.new.run
rescue NotImplementedError => e
  puts e.message
end
