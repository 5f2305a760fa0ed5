def check(s)
  if s =~ /(\d+)-(\d+)/
    "#{$1}..#{$2} (#{$~[0]})"
  else
    "no match, $1=#{$1.inspect}"
  end
end
p check("range 10-20")
p check("none")
"abc" =~ /b/
p $~[0]
p $`
p $'
p Regexp.last_match.pre_match
"first" =~ /(f)/
[1].each { "zzz" =~ /(z)/ }
p $1
def inner
  "q" =~ /(q)/
  $1
end
p inner
p $1
p "x" !~ /y/
p "x" !~ /x/
