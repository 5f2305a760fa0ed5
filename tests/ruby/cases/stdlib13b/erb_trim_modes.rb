require 'erb'
tpl = "<% [1, 2].each do |i| %>\nline <%= i %>\n<% end %>\n"
p ERB.new(tpl).result, ERB.new(tpl, trim_mode: "<>").result, ERB.new(tpl, trim_mode: ">").result
