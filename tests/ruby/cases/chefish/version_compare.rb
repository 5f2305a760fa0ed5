module VersionHelper
  module_function

  def parse(v)
    v.to_s.split(".").map(&:to_i)
  end

  def compare(a, b)
    pa = parse(a)
    pb = parse(b)
    len = [pa.size, pb.size].max
    pa.fill(0, pa.size...len) <=> pb.fill(0, pb.size...len)
  end

  def satisfies?(version, constraint)
    op, target = constraint.split(" ", 2)
    c = compare(version, target)
    case op
    when ">=" then c >= 0
    when ">" then c > 0
    when "<=" then c <= 0
    when "<" then c < 0
    when "=" then c.zero?
    when "~>"
      parts = parse(target)
      upper = parts[0..-2]
      upper[-1] += 1
      c >= 0 && compare(version, upper.join(".")) < 0
    else raise ArgumentError, "unknown operator #{op}"
    end
  end
end

p VersionHelper.compare("1.10", "1.9")
p VersionHelper.compare("2.0", "2.0.0")
p VersionHelper.compare("1.2.3", "1.2.10")
%w[1.19.0 1.20.1 1.24.0 2.0.0].each do |v|
  puts "#{v}: >= 1.20 #{VersionHelper.satisfies?(v, '>= 1.20')}, ~> 1.20 #{VersionHelper.satisfies?(v, '~> 1.20')}"
end
p %w[10.2 9.8 10.10 10.1].sort { |a, b| VersionHelper.compare(a, b) }
p %w[10.2 9.8 10.10 10.1].max_by { |v| VersionHelper.parse(v) }
begin
  VersionHelper.satisfies?("1.0", "!= 1.0")
rescue ArgumentError => e
  puts e.message
end
