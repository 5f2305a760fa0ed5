config = {}
config[:port] ||= 80
config[:port] ||= 8080
config[:hosts] ||= []
config[:hosts] << "a"
config[:hosts] |= ["a", "b"]
config[:name] &&= config[:name].upcase
config[:port] &&= config[:port] + 1
p config
@cache = nil
def cached
  @cache ||= begin
    puts "computing"
    [1, 2, 3].sum
  end
end
p cached
p cached
v = false
v ||= "false is replaced"
p v
w = 0
w ||= "0 is kept"
p w
counts = {}
%w[a b a].each { |k| counts[k] = (counts[k] || 0) + 1 }
p counts
