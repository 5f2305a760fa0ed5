require 'English'
p "a b".split, $FS.nil?, [1, 2].join, $OFS.nil?
