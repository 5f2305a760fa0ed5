require 'erb'
t = ERB.new(<<~T, trim_mode: "<>")
  <% case os %>
  <% when "debian", "ubuntu" %>
  apt
  <% when "centos" %>
  yum
  <% end %>
T
%w[ubuntu centos].each { |os| puts t.result(binding) }
