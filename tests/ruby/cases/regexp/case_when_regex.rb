def kind(line)
  case line
  when /\A#/ then :comment
  when /\A\s*\z/ then :blank
  when /\A(\w+)\s*=\s*(.*)\z/ then "assign #{$1}=#{$2}"
  when /\A\[(\w+)\]\z/ then "section #{$1}"
  else :unknown
  end
end

ini = ["# header", "", "[main]", "key = value", "weird line", "  "]
ini.each { |l| p kind(l) }
p ini.grep(/=/)
p ini.grep_v(/\A#/).size
p ini.count { |l| l =~ /\S/ }
p ini.index { |l| l.match?(/\[/) }
