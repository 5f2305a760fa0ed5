Opt = Struct.new(:verbose, :level, keyword_init: true)
o = Opt.new(verbose: true)
p o.to_s, o.members, o.each_pair.to_a, Opt.new(**{level: 2}).level
