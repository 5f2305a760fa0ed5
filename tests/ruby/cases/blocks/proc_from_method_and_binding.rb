def make_multiplier(n)
  proc { |x| x * n }
end

triple = make_multiplier(3)
puts [1, 2, 3].map(&triple).inspect
puts triple.call(7)

counter = 0
bump = method(:puts)
[1, 2].each(&bump)

def run_hooks(hooks, value)
  hooks.reduce(value) { |acc, h| h.call(acc) }
end
puts run_hooks([->(s) { s.strip }, ->(s) { s.upcase }, :reverse.to_proc], "  abc  ")
hooks = { before: [], after: [] }
hooks[:before] << -> { counter += 1 }
hooks[:before] << -> { counter *= 10 }
hooks[:before].each(&:call)
puts counter
