require 'yaml'
p YAML.load_stream("--- 1\n--- 2\n"), YAML.load("a: &x [1]\nb: *x\n", aliases: true)
