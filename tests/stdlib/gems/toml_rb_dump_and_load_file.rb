require 'toml-rb'
require 'tmpdir'

hash = {
  "title" => "wow!",
  "awesome" => { "you" => true, "others" => false, "deeper" => { "x" => 1 } },
  "list" => [1, "two", 3.5, [4]],
  "empty" => {},
  "weird key" => "needs quotes",
  "products" => [{ "name" => "a", "tags" => ["x"] }, { "name" => "b", "sub" => { "k" => 1 } }],
  "interp" => 'has #{x} and #@y',
  "escape" => "tab\there \"q\" \\ é",
  "sym" => :value,
  "nil" => nil,
  "num" => -12,
}
out = TomlRB.dump(hash)
puts out
p TomlRB.dump(title: "TomlRB dump")
p TomlRB.dump({})
p TomlRB.dump("a" => { "b" => { "c" => { "d" => 1 } } })
p TomlRB.dump("t" => Time.utc(2020, 1, 2, 3, 4, 5), "d" => Date.new(2021, 3, 4), "r" => /a.b/)
Dir.mktmpdir do |dir|
  path = File.join(dir, "c.toml")
  File.write(path, "[server]\nport = 8080\nhosts = [\"a\", \"b\"]\n")
  p TomlRB.load_file(path)
  p TomlRB.load_file(path, symbolize_keys: true)
  begin
    TomlRB.load_file(File.join(dir, "missing.toml"))
  rescue SystemCallError => e
    puts e.class
  end
end
round = { "a" => 1, "b" => { "c" => [1, 2], "d" => "e" } }
p TomlRB.parse(TomlRB.dump(round)) == round
