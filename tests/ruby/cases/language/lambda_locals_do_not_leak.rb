f = ->(a) { tmp = a * 3; tmp }
p f.(2), defined?(tmp)
