require 'json'
s = JSON.dump({"k" => [1, 2]})
p s, JSON.load(s), JSON.parse(JSON.dump("x"))
