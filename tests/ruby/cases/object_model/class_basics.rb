class Server
  def initialize(name, port)
    @name = name
    @port = port
  end

  def address
    "#{@name}:#{@port}"
  end

  def to_s
    "Server(#{address})"
  end

  def port
    @port
  end
end

s = Server.new("web1", 8080)
puts s.address
puts s
puts "interp: #{s}"
puts s.port + 1
puts s.class
puts s.class.class
puts Server.name
puts s.instance_variables.inspect
puts s.instance_variable_get(:@name)
s.instance_variable_set(:@port, 9090)
puts s.address
puts s.instance_variable_defined?(:@name)
puts s.instance_variable_defined?(:@nope)
