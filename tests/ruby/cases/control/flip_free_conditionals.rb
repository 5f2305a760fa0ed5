def fmt(n)
  return "zero" if n.zero?
  sign = n.positive? ? "+" : "-"
  mag = n.abs >= 1000 ? "#{n.abs / 1000}k" : n.abs.to_s
  "#{sign}#{mag}"
end
p [0, 5, -5, 1500, -2500].map { |n| fmt(n) }
val = nil
val ||= begin
  "computed once"
end
p val
val ||= "not again"
p val
enabled = true
p (enabled ? :on : :off)
p (enabled && :on) || :off
level = 3
label = (level >= 3 && "high") || (level >= 2 && "mid") || "low"
p label
p [1, 2, 3].include?(2) ? "has 2" : "no 2"
