re = /(?<key>[a-z_]+)\s*=\s*(?<value>.*)/
m = re.match("listen_port = 8080")
p m[:key]
p m[:value]
p m.names
p m.named_captures
p m.pre_match
p re.names
p re.match("===")
if (md = re.match("user=deploy"))
  puts "#{md[:key]} -> #{md[:value]}"
end
if /(?<major>\d+)\.(?<minor>\d+)/ =~ "version 3.1"
  p [major, minor].map(&:to_i)
end
p "a=1, b=2".gsub(/(?<k>\w)=(?<v>\d)/, '\k<v>=\k<k>')
p "2024-01-02".match(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/).named_captures.transform_values(&:to_i)
p "x".match(/(?<opt>y)?x/)[:opt]
