require "yaml"
p YAML.load("!binary aGV--- !ruby/symbol foo"), YAML.load("!binary a"), YAML.load("!binary aGV"), YAML.load("!!binary |\n  aGVsbG8=\n")
p YAML.load("x: !binary |\n  aGVs\n  bG8=\n")
