class Doubler
  def to_proc
    proc { |x| x * 2 }
  end
end

class Matcher
  def initialize(re)
    @re = re
  end

  def ===(other)
    @re.match?(other.to_s)
  end
end

puts [1, 2, 3].map(&Doubler.new).inspect
ubuntu = Matcher.new(/ubuntu|debian/)
%w[ubuntu centos debian].each do |os|
  case os
  when ubuntu then puts "#{os}: apt"
  else puts "#{os}: other"
  end
end
puts %w[ubuntu rhel].grep(ubuntu).inspect
