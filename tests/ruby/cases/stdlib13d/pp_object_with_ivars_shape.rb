require 'pp'
class Pt3; def initialize; @x = 1; @y = [1, 2]; end; end
s = Pt3.new.pretty_inspect
p s.start_with?("#<Pt3"), s.include?("@x=1"), s.end_with?("\n")
