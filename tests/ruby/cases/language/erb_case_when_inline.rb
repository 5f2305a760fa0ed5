require 'erb'
[1, 2, 3].each do |x|
  print ERB.new("<% case x when 1 %>one<% when 2 %>two<% else %>many<% end %>|").result(binding)
end
puts
