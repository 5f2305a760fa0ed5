R = Gem::Requirement
V = Gem::Version
p R.new("~> 1.2").to_s
p R.new("~> 1.2").satisfied_by?(V.new("1.9"))
p R.new("~> 1.2").satisfied_by?(V.new("2.0"))
p R.new("~> 1.2.3").satisfied_by?(V.new("1.2.9"))
p R.new("~> 1.2.3").satisfied_by?(V.new("1.3"))
p R.new("~> 1.2.3").satisfied_by?(V.new("1.2.2"))
p R.new(">= 1.0", "< 2").satisfied_by?(V.new("1.5"))
p R.new(">= 1.0", "< 2").satisfied_by?(V.new("2.0"))
p R.new(">= 1.0", "< 2").to_s
p R.new("1.2").to_s
p R.new("= 1.2").satisfied_by?(V.new("1.2.0"))
p R.new("!= 1.2").satisfied_by?(V.new("1.2"))
p R.new("> 1.2").satisfied_by?(V.new("1.2.0.1"))
p R.new("<= 1.2").satisfied_by?(V.new("1.2"))
p R.new.to_s
p R.new.none?, R.new("> 1").none?
p R.new("= 1").exact?, R.new(">= 1").exact?
p R.new(">= 1").specific?, R.new("~> 1").specific?
p R.new("> 1.a").prerelease?, R.new("> 1").prerelease?
p R.default.to_s
p R.create(">= 2").to_s, R.create(nil).to_s, R.create([">= 1", "< 3"]).to_s
p R.create(V.new("1.4")).to_s
p R.create(">= 1", "< 3").as_list
p R.parse("~> 3.1")
p R.parse("3.1").first
p R.parse(V.new("2")).first
p R.new("~> 1.2") == R.new("~> 1.2")
p R.new("~> 1.2") == R.new("~> 1.2.0")
p R.new(">= 1", "< 2") == R.new("< 2", ">= 1")
p R.new("~> 1.0") === V.new("1.4")
p R.new("~> 1.0") =~ V.new("2.4")
p R.new(">= 1").requirements.map { |op, v| [op, v.to_s] }
r = R.new(">= 1")
r.concat(["< 2"])
p r.to_s
begin
  R.new("junk ~> 1")
rescue Gem::Requirement::BadRequirementError => e
  p e.message, e.class.superclass
end
begin
  R.new("> 1").satisfied_by?("1.2")
rescue ArgumentError => e
  p e.message
end
case V.new("1.5")
when R.new("~> 2.0") then p :two
when R.new("~> 1.0") then p :one
end
