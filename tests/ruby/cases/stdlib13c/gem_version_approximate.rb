p Gem::Version.new("2.3.4").approximate_recommendation, Gem::Version.new("1.2.3.beta").release.to_s, Gem::Version.create("5").to_s, Gem::Version.new("1.0.0") <=> "1.0"
