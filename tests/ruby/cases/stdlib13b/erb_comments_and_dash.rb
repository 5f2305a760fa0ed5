require 'erb'
p ERB.new("a<%# comment %>b\n<%- x = 1 -%>\nc<%= x %>\n", trim_mode: "-").result
