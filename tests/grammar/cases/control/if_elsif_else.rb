if a
  1
elsif b
  2
elsif c
  3
else
  4
end
if x then y else z end
if x; end
unless a
  1
else
  2
end
