class Attributes
  def initialize
    @data = {}
  end

  def method_missing(name, *args)
    key = name.to_s
    if key.end_with?("=")
      @data[key.chomp("=")] = args.first
    elsif @data.key?(key)
      @data[key]
    else
      super
    end
  end

  def respond_to_missing?(name, include_private = false)
    @data.key?(name.to_s.chomp("=")) || name.to_s.end_with?("=") || super
  end
end

a = Attributes.new
a.port = 80
a.host = "localhost"
puts a.port
puts a.host
puts a.respond_to?(:port)
puts a.respond_to?(:missing)
puts a.respond_to?(:anything=)
begin
  a.missing
rescue NoMethodError => e
  puts e.class
  puts e.name.inspect
end
m = a.method(:host)
puts m.call
