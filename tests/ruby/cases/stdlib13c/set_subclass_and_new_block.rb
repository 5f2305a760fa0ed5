require 'set'
class Tags < Set; end
t = Tags.new(%w[b a]) { |x| x.upcase }
p t, t.class, t.map(&:downcase).class, (t | Tags["c"]).class
