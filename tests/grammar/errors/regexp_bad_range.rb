x = 1
if name =~ /[z-a]+/i
  puts name
end
