log = "GET /a 200, POST /b 404, GET /c 500"
p log.scan(/\d{3}/)
p log.scan(/(\w+) (\S+) (\d+)/)
log.scan(/(GET|POST) (\S+)/) { |verb, path| puts "#{verb} -> #{path}" }
p "a1b2c3".scan(/[a-z]\d/)
p "no digits".scan(/\d/)
p "key=val; k2=v2".scan(/(\w+)=(\w+)/).to_h
if "version: 10.4.2" =~ /(\d+)\.(\d+)\.(\d+)/
  puts $~[0]
  puts $1
  puts $2.to_i + $3.to_i
  puts $~.pre_match.inspect
  puts $~.post_match.inspect
end
p("abc" =~ /c/)
p("abc" =~ /z/)
p(/b/ =~ "abc")
md = "John Smith, 42".match(/(?<first>\w+) (?<last>\w+), (?<age>\d+)/)
puts md[:first]
puts md["last"]
puts md[:age].to_i + 1
p md.names
p md.captures
p md.named_captures
p md.to_a
p md.begin(0)
p md.end(:age)
