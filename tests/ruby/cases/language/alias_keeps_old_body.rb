class Counter
  def value; 1; end
  alias old_value value
  def value; old_value + 1; end
end
p Counter.new.value, Counter.new.old_value
