require 'json'
p JSON.generate([1.0, -0.5, 10**20]), JSON.generate("tab\tnl\n\"q\""), JSON.generate({1 => 2}), [nil].to_json
