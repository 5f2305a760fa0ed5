require 'yaml'
def try
  p yield
rescue Psych::Exception => e
  p [e.class, e.message]
end
doc = "base: &b\n  x: 1\n  y: 2\nchild:\n  <<: *b\n  y: 3\n"
try { YAML.load(doc) }
try { YAML.safe_load(doc) }
try { YAML.safe_load(doc, aliases: true) }
try { YAML.unsafe_load(doc) }
try { YAML.load("a: :sym") }
try { YAML.safe_load("a: :sym") }
try { YAML.safe_load("a: :sym", permitted_classes: [Symbol]) }
try { YAML.safe_load("a: :sym", permitted_classes: ["Symbol"]) }
try { YAML.safe_load("a: :sym", permitted_classes: [Symbol], permitted_symbols: [:sym]) }
try { YAML.safe_load("a: :other", permitted_classes: [Symbol], permitted_symbols: [:sym]) }
try { YAML.safe_load("a: 1\nb: [2]", symbolize_names: true) }
try { YAML.load("a:\n  b:\n  - c: 1", symbolize_names: true) }
try { YAML.safe_load("x: 1", freeze: true).frozen? }
try { YAML.safe_load("x: str", freeze: true)["x"].frozen? }
try { YAML.safe_load("x: str")["x"].frozen? }
try { YAML.safe_load("") }
try { YAML.safe_load("", fallback: {}) }
try { YAML.load("", fallback: []) }
try { YAML.safe_load("--- !ruby/object:Object\na: 1\n") }
try { YAML.safe_load("d: 2020-01-31") }
try { YAML.safe_load("t: 2020-01-31 10:20:30 Z") }
try { YAML.load("--- !ruby/object:Set\nhash: {}\n") }
Point = Struct.new(:x, :y)
try { YAML.unsafe_load("--- !ruby/struct:Point\nx: 1\ny: 2\n") }
class Thing
  attr_reader :name, :size
end
t = YAML.unsafe_load("--- !ruby/object:Thing\nname: box\nsize: 3\n")
p t.class, t.name, t.size
try { YAML.safe_load("--- !ruby/object:Thing\nname: box\n", permitted_classes: [Thing]).name }
try { YAML.load("a: &x [1, 2]\nb: *x", aliases: true) }
shared = YAML.unsafe_load("a: &x [1, 2]\nb: *x")
p shared["a"].equal?(shared["b"])
try { YAML.load("a: *nope", aliases: true) }
try { YAML.safe_load("- <<: {a: 1}\n  b: 2\n- '<<': 3") }
try { YAML.safe_load("all:\n  <<: [{a: 1, b: 1}, {b: 2, c: 2}]\n  c: 3\n") }
p Psych::DisallowedClass.ancestors.take(4)
p Psych::BadAlias.superclass
