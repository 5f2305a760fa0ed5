m = /(?<a>x)|(?<a>y)/.match("y")
p m[:a], m.names, m.captures
p "xy".scan(/(?<a>x)|(?<a>y)/)
m = /(?<a>x)(?<b>z)?|(?<a>y)/.match("y")
p m, m.named_captures, m[:a], m["b"], /(?<a>x)|(?<a>y)/.named_captures, /(?<a>x)|(?<a>y)/.names
if /(?<k>\d+)|(?<k>[a-z]+)/ =~ "abc"
  p k
end
p "x1".gsub(/(?<a>x)|(?<a>\d)/) { $~[:a].upcase }
p "2024-01 or 01/2024".scan(/(?<y>\d{4})-(?<m>\d\d)|(?<m>\d\d)\/(?<y>\d{4})/)
