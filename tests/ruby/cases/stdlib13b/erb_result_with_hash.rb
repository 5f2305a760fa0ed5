require 'erb'
p ERB.new("Hi <%= name %>, <%= n * 2 %>").result_with_hash(name: "ann", n: 21)
