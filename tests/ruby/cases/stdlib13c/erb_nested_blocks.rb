require 'erb'
data = {"web" => [80, 443], "db" => [5432]}
t = ERB.new(<<~T, trim_mode: "-")
  <%- data.each do |name, ports| -%>
  [<%= name %>]
  <%- ports.each do |port| -%>
  port=<%= port %>
  <%- end -%>
  <%- end -%>
T
print t.result(binding)
