require 'erb'
t = ERB.new("% [1, 2].each do |x|\nv=<%= x %>\n% end\n%% literal\n", trim_mode: "%")
print t.result
