class Ws
  include Enumerable
  def each(&b); %w[a bb ccc].each(&b); end
end
w = Ws.new
p w.inject(:+), w.inject("") { |s, x| s + x.upcase }, w.reduce(0) { |s, x| s + x.size }, w.sum(""), w.inject { |a, b| b + a }
