syms = %i[zeta alpha Mu beta]
p syms.sort
p syms.min
p syms.max
p syms.sort_by { |s| [s.length, s] }
p syms.map(&:downcase).sort
p syms.group_by { |s| s.length }
p :a.between?(:a, :c)
p :abc.casecmp(:ABC)
p :abc.casecmp?(:ABC)
p :b.clamp(:c, :d)
p syms.map(&:to_s).map(&:capitalize).map(&:to_sym)
p :abc =~ /b/
p :abc.match?(/c/)
p :abc[1]
p :"a.b".to_s.split(".").map(&:to_sym)
