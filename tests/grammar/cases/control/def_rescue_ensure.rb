def m
  work
rescue StandardError => e
  e
ensure
  done
end
each do |x|
  x
rescue
  nil
end
