class Counter
  def increment
    @count ||= 0
    @count += 1
  end

  def peek
    @never_set
  end

  def count
    @count
  end
end

c = Counter.new
p c.peek
p c.count
c.increment
c.increment
p c.increment
p c.count
p c.instance_variables
c2 = Counter.new
p c2.instance_variables
