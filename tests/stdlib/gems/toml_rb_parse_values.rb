require 'toml-rb'

doc = <<~TOML
  # a comment
  title = "TOML \\"example\\""
  literal = 'C:\\path'
  int = 1_000
  hex = 0xff
  float = 6.5e-1
  inf = inf
  yes = true
  list = [1, 2, 3]
  nested = [[1, 2], ["a"]]
  inline = { x = 1, y = "two" }
  multi = """
  line one
  line two"""
  "quoted key" = 1
  a.b.c = "dotted"

  [owner]
  name = "Tom"

  [servers.alpha]
  ip = "10.0.0.1"

  [[products]]
  name = "Hammer"
  sku = 738594937

  [[products]]

  [[products]]
  name = "Nail"
TOML
h = TomlRB.parse(doc)
h.each { |k, v| puts "#{k.inspect} => #{v.inspect}" }
p TomlRB.parse(doc, symbolize_keys: true).keys
p TomlRB.parse("[group]")
p TomlRB.parse('title = "TomlRB parser"', symbolize_keys: true)
p TomlRB.parse("")
p TomlRB::Error.superclass, TomlRB::ParseError.superclass, TomlRB::ValueOverwriteError.superclass
[%(a = ), %(a = 1\na = 2), %([x]\n[x]), %(= 1)].each do |bad|
  begin
    TomlRB.parse(bad)
    puts "parsed #{bad.inspect}"
  rescue TomlRB::Error => e
    puts "#{bad.inspect}: #{e.class.ancestors.include?(TomlRB::Error)}"
  end
end
