D = Gem::Dependency
d = D.new("foo", "~> 1.2")
p d
p d.to_s
p d.name, d.type, d.runtime?
p d.requirement.to_s
p d.requirements_list
p D.new("foo").to_s
p D.new("foo", ">= 1", "< 2").to_s
p D.new("foo", ">= 1", :development).type
p D.new("foo", ["> 1", "< 3"]).requirement.to_s
p d == D.new("foo", "~> 1.2"), d == D.new("foo", "~> 1.3")
p d.match?("foo", "1.5"), d.match?("foo", "2.0"), d.match?("bar", "1.5")
p d.match?("foo", "1.5.a"), d.match?("foo", "1.5.a", true)
p d =~ D.new("foo", "= 1.4"), d =~ D.new("foo", ">= 1.4")
p d.prerelease?, D.new("x", "> 1.a").prerelease?
p d.merge(D.new("foo", "< 1.8")).to_s
p d.specific?, D.new("foo").latest_version?
begin
  D.new("foo", "1", :nope)
rescue ArgumentError => e
  p e.message
end
P = Gem::Platform
p P::RUBY, P::CURRENT
p P.new("x86_64-linux").to_a
p P.new("x86_64-linux").to_s
p P.new("i686-darwin10").to_a
p P.new("universal-darwin").to_a
p P.new("java").to_a
p P.new(["x86_64", "linux", nil]) == P.new("x86_64-linux")
p P.new("universal-darwin") === P.new("x86_64-darwin")
p P.new("x86_64-linux") =~ "x86_64-linux"
p P.local.class, P.local.os.class
begin
  Gem::Specification.find_by_name("no-such-gem")
rescue Gem::LoadError => e
  p e.class, e.name, e.requirement.to_s
  p e.class.ancestors.take(4)
end
begin
  Gem::Specification.find_by_name("no-such-gem", ">= 2")
rescue Gem::MissingSpecError => e
  p e.requirement.to_s
end
p Gem::Specification.find_all_by_name("no-such-gem")
p Gem::MissingSpecVersionError.superclass
p Gem::Dependency.new("foo", ">= 1", :development).to_s
