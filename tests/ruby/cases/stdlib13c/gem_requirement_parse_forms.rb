["= 1.0", "!= 2", "> 1", "< 3", "<= 4.5", "~> 1.2.3"].each do |req|
  r = Gem::Requirement.new(req)
  p [req, r.satisfied_by?(Gem::Version.new("1.2.5")), r.to_s]
end
