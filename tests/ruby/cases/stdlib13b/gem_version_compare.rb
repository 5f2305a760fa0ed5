p Gem::Version.new("1.10.0") > Gem::Version.new("1.9"), Gem::Version.new("2.0.0.rc1").prerelease?, Gem::Version.new("1.2.3").segments, Gem::Version.new("1.2.3").bump.to_s
p Gem::Version.correct?("1.a"), Gem::Version.new("1.0") == Gem::Version.new("1"), Gem::Version.new("3.2.1").release.to_s, Gem::Version.new("1.2") <=> Gem::Version.new("1.2.0.1")
