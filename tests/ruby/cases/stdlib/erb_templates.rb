require 'erb'
name = "World"
items = [1, 2, 3]
t = ERB.new("Hello <%= name %>!\n<% items.each do |i| -%>\n* <%= i %>\n<% end -%>\ndone\n", trim_mode: '-')
print t.result(binding)
print ERB.new("  <%- if true -%>\n  indented\n  <%- end -%>\n", trim_mode: "-").result
print ERB.new("<%= a %> and <%= b %>\n").result_with_hash(a: 1, b: "two")
print ERB.new("<%= x * 2 %>\n").result_with_hash("x" => 21)
print ERB.new("% if true\nyes\n% end\n%% literal\n", trim_mode: "%").result
print ERB.new("% 2.times do |i|\n<%= i %>-\n% end\n<% if true %>\nz\n<% end %>\n", trim_mode: "%<>").result
print ERB.new("<% if true %>\nx\n<% end %>\nkeep <%= 1 %>\ny\n", trim_mode: "<>").result
print ERB.new("<% if true %>\nx\n<% end %>\nkeep <%= 1 %>\ny\n", trim_mode: ">").result
print ERB.new("a\n<% if true %>\nx\n<% end %>\n").result
print ERB.new("<%# a comment %>text <%% literal %>\n").result
print ERB.new("<%= [1, nil, :s].inspect %> <%= nil %>|\n").result
print ERB.new("a <%= 'b' -%>\nc\n", trim_mode: "-").result
print ERB.new("count=<%= items.size %>\n", trim_mode: "-").result(binding)
def helper(x) = "helper(#{x})"
print ERB.new("<%= helper(1) %>\n").result(binding)
class Ctx
  def initialize = @v = 5
  def get = binding
  def m = "method m"
end
print ERB.new("<%= @v %> <%= m %> <%= self.class %>\n").result(Ctx.new.get)
[1].each do |blockvar|
  print ERB.new("block <%= blockvar %> outer <%= name %>\n").result(binding)
end
x = 1
ERB.new("<% x = 99 %>").result(binding)
p x
e = ERB.new("<%= 1 + 1 %>")
p e.result, e.result
p e.src.include?("1 + 1")
e.filename = "page.erb"
p e.filename
begin
  e2 = ERB.new("line1\n<%= nope %>")
  e2.filename = "view.erb"
  e2.result
rescue NameError => err
  p err.class, err.message
end
print ERB.new("<% if true %>\nx\n<% end %>\n", trim_mode: 1).result
print ERB.new("<% if true %>\nx\n<% end %>\n", trim_mode: 2).result
p ERB::Util.html_escape("<a href='x'>&\"</a>")
p ERB::Util.h(5)
p ERB::Util.url_encode("a b&c/é~_-.")
p ERB::Util.u("x=1")
include ERB::Util
p h("<>"), u("? ")
p ERB.version.class
