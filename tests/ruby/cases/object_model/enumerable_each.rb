class RunList
  include Enumerable

  def initialize(*items)
    @items = items
  end

  def each
    @items.each { |i| yield i }
    self
  end
end

rl = RunList.new("recipe[base]", "role[web]", "recipe[nginx]", "recipe[app]")
puts rl.map(&:upcase).inspect
puts rl.select { |x| x.start_with?("recipe") }.inspect
puts rl.count
puts rl.first
puts rl.first(2).inspect
puts rl.include?("role[web]")
puts rl.sort.inspect
puts rl.min_by(&:length)
puts rl.each_with_index.map { |x, i| "#{i}:#{x}" }.inspect
puts rl.to_a.size
puts rl.reduce("") { |acc, x| acc + x[0] }
puts rl.group_by { |x| x[/\A\w+/] }.inspect
puts rl.sort_by { |x| -x.size }.first
puts rl.each_slice(2).to_a.inspect
puts rl.reject { |x| x.include?("web") }.size
puts rl.find { |x| x.include?("n") }
puts rl.partition { |x| x.length > 11 }.inspect
puts rl.each_with_object([]) { |x, acc| acc.unshift(x) }.first
puts rl.entries.last
puts rl.min_max rescue puts rl.minmax.inspect
