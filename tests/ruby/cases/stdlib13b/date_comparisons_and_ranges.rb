require 'date'
r = Date.new(2024, 1, 1)..Date.new(2024, 1, 5)
p r.map(&:day), r.include?(Date.new(2024, 1, 3)), Date.new(2024, 1, 1) < Date.new(2024, 1, 2), r.count { |d| d.saturday? || d.sunday? }
