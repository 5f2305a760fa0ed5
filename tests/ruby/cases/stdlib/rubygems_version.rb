V = Gem::Version
p V.new("1.2.3")
p V.new("1.2.3").to_s
p V.new("1.2.3").version
p V.new(" 1.2 ").to_s
p V.new("").to_s
p V.new(5).to_s
p V.new("1.2-rc1").to_s
p V.new("1.2.3") < V.new("1.10")
p V.new("1.0") == V.new("1")
p V.new("1.0").eql?(V.new("1"))
p V.new("1.0.0") <=> V.new("1")
p V.new("1.0.a") < V.new("1.0")
p V.new("1.0.a") < V.new("1.0.b")
p V.new("1.0.a10") > V.new("1.0.a9")
p V.new("2") > V.new("1.99.99")
p V.new("1.2") <=> "1.3"
p V.new("1.2") <=> "junk!"
p V.new("1.2") <=> 5
p V.new("1.2.3").between?(V.new("1.2"), V.new("1.3"))
p [V.new("1.10"), V.new("1.9"), V.new("1.9.1"), V.new("0.1")].sort.map(&:to_s)
p [V.new("1.10"), V.new("1.9")].max.to_s
p V.new("1.2.3.a.4").segments
p V.new("1.0.a.0").canonical_segments
p V.new("1.2.0.0").canonical_segments
p V.new("1.2.3").bump.to_s
p V.new("1.2.3.a").bump.to_s
p V.new("5").bump.to_s
p V.new("1.2.3.a").release.to_s
p V.new("1.2.3").release.to_s
p V.new("1.2.3.pre").prerelease?
p V.new("1.2.3").prerelease?
p V.new("1.2.3").approximate_recommendation
p V.new("1").approximate_recommendation
p V.new("1.2.3.beta").approximate_recommendation
p V.correct?("1.2.3"), V.correct?("a.b"), V.correct?("1.2 3")
p V.create("1.2").class, V.create(nil), V.create(V.new("2")).to_s
begin
  V.new("junk!")
rescue ArgumentError => e
  p e.message
end
p({ V.new("1.0") => :a }.key?(V.new("1")))
p V.new("1.0").hash == V.new("1").hash
p Gem.ruby_version.class
p Gem.ruby_version >= V.new("3.0")
p Gem.rubygems_version.class
p Gem.win_platform?
p Gem.loaded_specs.class
p Gem.loaded_specs["no-such-gem"]
