def m
  return
  return 1
  return a, b
  return *list
end
each do |x|
  next
  next x
  break
  break 1, 2
  redo
end
