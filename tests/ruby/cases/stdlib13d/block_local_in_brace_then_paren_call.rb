def notify(*a) = a
[1].map { |x| notify = x }
p notify(:one), (notify :two)
