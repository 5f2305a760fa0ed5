Pt = Struct.new(:x, :y, keyword_init: true)
p Pt.members, Pt.new(x: 1).y, Pt.new(x: 1, y: 2).to_a
