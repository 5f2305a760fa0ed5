require 'erb'
def helper(x) = "<#{x}>"
items = %w[a b]
puts ERB.new("<%= items.map { |i| helper(i) }.join(',') %>").result(binding)
