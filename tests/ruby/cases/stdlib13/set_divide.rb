require 'set'
p Set[1, 2, 3, 4, 5, 6].divide(&:odd?)
p Set[1, 3, 4, 6, 9, 10, 11].divide { |i, j| (i - j).abs == 1 }
