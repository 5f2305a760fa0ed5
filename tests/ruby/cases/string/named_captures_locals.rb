if /(?<user>\w+)@(?<domain>[\w.]+)/ =~ "contact: admin@example.com"
  puts user
  puts domain
end

line = "eth0: 10.0.0.5/24"
if (m = line.match(/(?<iface>\w+): (?<ip>[\d.]+)\/(?<mask>\d+)/))
  puts "#{m[:iface]} has #{m[:ip]} (/#{m[:mask]})"
end

"no match here" =~ /(\d+)/
p $~
p $1

"abc" =~ /(b)/
p $~.class
p $`
p $'
p $1
"xyz".match?(/(y)/)
p $1
p Regexp.last_match(1)
p "2024-01-15".match(/(\d+)-(\d+)-(\d+)/).captures.map(&:to_i)
p "ab".match(/(a)(x)?/).to_a
