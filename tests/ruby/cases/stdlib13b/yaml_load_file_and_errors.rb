require 'yaml'
begin
  YAML.load("a: [1, 2")
rescue Psych::SyntaxError => e
  p e.class
end
p YAML.load(""), YAML.load("--- 5"), YAML.dump(nil), YAML.dump([1, "a"])
