require 'erb'
t = ERB.new("<% case x %><% when 1 %>one<% when 2 %>two<% else %>other<% end %>\n")
x = 1
puts t.result(binding)
x = 5
puts t.result(binding)
t2 = ERB.new("<%- case x -%>\n<%- when 5 -%>\nfive\n<%- end -%>\n", trim_mode: "-")
puts t2.result(binding)
tpl = ERB.new(<<~T, trim_mode: "-")
  <%- [1, :b, "c", 2.5].each do |v| -%>
  <%- case v -%>
  <%- when Integer -%>
  int <%= v %>
  <%- when Symbol, String -%>
  text <%= v %>
  <%- else -%>
  other <%= v %>
  <%- end -%>
  <%- end -%>
T
puts tpl.result(binding)
