require 'yaml'
%w[true yes on TRUE Off no false ~ null Null 42 -17 +5 0755 0x1F 0b101 1_000 1,000
   3.14 -2.5 1. .5 1e3 1.0e+3 .inf -.inf .Inf 1:30 -1:30 1:30.5 :sym :"quoted sym"
   hello 019 y n 08 0.1.2 - ~x 2001:db8::1 12:00 v1.2 1_2_3].each do |text|
  p [text, YAML.load(text)]
end
p YAML.load(".nan").nan?
p YAML.load("'true'"), YAML.load('"42"'), YAML.load("!!str 42"), YAML.load("!!float 42")
p YAML.load("a: 'x'\nb: \"y\\tz\"\nc: plain text here")
p YAML.load("key: |\n  line one\n  line two\n")
p YAML.load("key: |-\n  kept\n")
p YAML.load("key: >\n  folded\n  text\n\n  para\n")
p YAML.load("- 1\n- [2, 3]\n- {a: b}\n-\n- ''")
p YAML.load("1: one\n2.5: float\nnull: nil\ntrue: yes\n:s: sym")
p YAML.load("")
p YAML.load("---")
p YAML.load("# only a comment\n")
p YAML.load("--- 5\n--- 6\n")
p YAML.load_stream("--- 5\n--- [6]\n")
p YAML.load("a: 1\na: 2")
p YAML.load("!binary aGVsbG8=")
p YAML.load("--- !ruby/symbol foo")
p YAML.load("x: !ruby/regexp /ab+c/i").inspect rescue p $!.class
p YAML.unsafe_load("x: !ruby/regexp /ab+c/i")
p YAML.unsafe_load("!ruby/range\nbegin: 1\nend: 5\nexcl: true\n")
p YAML.load("a: 1 # trailing comment\nb:   spaced  \n")
p YAML.load("list:\n- a\n- b\nnested:\n  deep:\n    deeper: [x, y]\n")
