class Version
  include Comparable
  attr_reader :parts

  def initialize(s)
    @parts = s.split(".").map(&:to_i)
  end

  def <=>(other)
    parts <=> other.parts
  end

  def to_s
    parts.join(".")
  end
end

a = Version.new("1.2.10")
b = Version.new("1.10.0")
c = Version.new("1.2.10")
puts a < b
puts a == c
puts a.equal?(c)
puts b > a
puts a >= c
puts a.between?(Version.new("1.0"), b)
puts a.clamp(Version.new("1.5"), b)
list = %w[2.0 1.10.1 1.2 1.9.9].map { |s| Version.new(s) }
puts list.sort.map(&:to_s).inspect
puts list.max.to_s
puts list.min.to_s
puts (a <=> b)
