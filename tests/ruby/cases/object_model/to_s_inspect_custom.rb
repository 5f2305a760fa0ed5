class Temp
  def initialize(deg)
    @deg = deg
  end

  def to_s
    "#{@deg} degrees"
  end

  def inspect
    "#<Temp #{@deg}>"
  end
end

t = Temp.new(21)
puts t
p t
puts [t, t].inspect
puts "value: #{t}"
print t, "\n"
puts [t].to_s
puts({ t: t }.inspect)
puts [t].join(",")
x = p(t)
puts x.equal?(t)
