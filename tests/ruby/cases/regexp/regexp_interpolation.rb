prefix = "web"
re = /\A#{prefix}(\d+)\z/
p %w[web1 web22 db1 webx].grep(re)
p "web7"[re, 1]
parts = %w[nginx apache]
alt = /\A(#{parts.join('|')})-(\d+)/
p "apache-2".match(alt).captures
p alt.source
ext = "rb"
p "x.rb".match?(/\.#{ext}\z/)
n = 3
p "aaaa"[/a{#{n}}/]
dot = "."
p "a.b" =~ /#{Regexp.escape(dot)}/
p "ab" =~ /#{dot}/
p /#{prefix}/o.source
