r = Gem::Requirement.new("~> 2.1", ">= 2.1.3")
p r.satisfied_by?(Gem::Version.new("2.1.5")), r.satisfied_by?(Gem::Version.new("2.2")), r.to_s, Gem::Requirement.default.to_s
p Gem::Requirement.create(">= 1").satisfied_by?(Gem::Version.new("0.9")), Gem::Dependency.new("x", "~> 1.0").name
