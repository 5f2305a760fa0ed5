class Priority
  include Comparable
  attr_reader :level

  LEVELS = %i[low medium high critical]

  def initialize(level)
    @level = level
  end

  def <=>(other)
    return nil unless other.is_a?(Priority)
    LEVELS.index(level) <=> LEVELS.index(other.level)
  end

  def to_s
    level.to_s
  end
end

low = Priority.new(:low)
hi = Priority.new(:high)
puts low < hi
puts [hi, low, Priority.new(:critical), Priority.new(:medium)].sort.join(" ")
puts (low <=> "x").inspect
puts low == Priority.new(:low)
puts low == "low"
begin
  low < "x"
rescue ArgumentError => e
  puts e.class
  puts e.message
end
puts [hi, low].max
