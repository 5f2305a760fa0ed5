at_exit { puts "at_exit runs last" }
at_exit { puts "registered second, runs first" }
puts "main body"
def helper
  yield
ensure
  puts "helper ensure"
end
helper { puts "in block" }
puts "end of main"
