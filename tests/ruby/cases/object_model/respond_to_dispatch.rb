def render(value)
  if value.respond_to?(:each_pair)
    value.map { |k, v| "#{k}=#{render(v)}" }.join(",")
  elsif value.respond_to?(:each)
    "[" + value.map { |v| render(v) }.join(" ") + "]"
  elsif value.respond_to?(:call)
    render(value.call)
  else
    value.to_s
  end
end

puts render(1)
puts render("str")
puts render([1, 2, [3]])
puts render({ a: 1, b: [2, 3] })
puts render(-> { { lazy: true } })
puts render(nil).inspect
puts 1.respond_to?(:+)
puts nil.respond_to?(:to_a)
puts "x".respond_to?(:each)
puts "x".respond_to?(:each_char)
