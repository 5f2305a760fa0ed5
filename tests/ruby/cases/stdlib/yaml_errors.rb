require 'yaml'
["a: [1", "a: b: c", "- a\nb: c", "key: 'unterminated", "{a: 1", "a:\n  - b\n c: d",
 "\tfoo: bar", "a: *", "--- {}\n: x", "x: @y"].each do |text|
  begin
    p YAML.load(text)
  rescue Psych::SyntaxError => e
    p e.message
    p [e.line, e.column, e.problem, e.context, e.file]
  end
end
begin
  YAML.load("a: [1", filename: "conf.yml")
rescue Psych::SyntaxError => e
  p e.message, e.file
end
begin
  YAML.load_file(__FILE__)
rescue Psych::SyntaxError => e
  p e.message.sub(/:.*/, ""), e.class.ancestors.include?(RuntimeError)
end
begin
  YAML.load_file("no-such.yml")
rescue SystemCallError => e
  p e.class
end
begin
  YAML.safe_load_file("no-such.yml")
rescue Errno::ENOENT => e
  p e.message
end
p YAML.load("x") rescue p $!
p Psych::SyntaxError.instance_method(:line).owner
p YAML.equal?(Psych)
p Psych::VERSION
p({ "k" => 1 }.respond_to?(:to_yaml))
