require "json"
class Endpoint
  def initialize(host, port)
    @host = host
    @port = port
  end

  def to_h
    { "host" => @host, "port" => @port }
  end

  def to_json(*args)
    to_h.to_json(*args)
  end
end
eps = [Endpoint.new("a", 1), Endpoint.new("b", 2)]
puts eps.to_json
puts JSON.generate({ "endpoints" => eps })
puts JSON.pretty_generate({ "endpoints" => eps.map(&:to_h) })
p JSON.parse(eps.to_json).map { |h| h["host"] }
Point = Struct.new(:x, :y)
puts Point.new(1, 2).to_h.to_json
