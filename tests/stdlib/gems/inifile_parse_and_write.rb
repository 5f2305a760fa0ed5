require 'inifile'
require 'tmpdir'

text = <<~'INI'
  ; leading comment
  top = level
  [section_one]
  one = 1
  hex = 0x1A
  float = 2.5
  yes = TRUE
  no = false
  empty =
  quoted = "  padded value  "
  escaped = tab\there\nnew \\ back
  multi = "first
  second"
  cont = a \
    b
  with_comment = value ; trailing
  # hash comment
  [section two]
  key=value=with=equals
  path = C:\\temp
INI
ini = IniFile.new(content: text)
p ini.sections
ini.each { |section, name, value| puts "#{section}/#{name}: #{value.inspect}" }
p ini["section_one"]["multi"], ini[:section_one]["one"], ini[nil]
p ini.has_section?("section two"), ini.has_section?(:nope)
puts ini.to_s
ini["new"] = { "k" => "line\nbreak" }
puts ini.to_s
p ini.match(/section/).keys
p ini.delete_section("new"), ini.sections
p ini.to_h.class, ini.each_section.nil?, ini.each.nil?
ini.each_section { |s| print s, ";" }
puts

custom = IniFile.new(content: "a: 1\n[s]\nb: two # c\n", parameter: ":", comment: "#", default: "root")
p custom.to_h
puts custom

h = IniFile.new(content: { "global" => { "x" => 1 }, "s" => { "y" => "z" } })
p h.to_h
m = h.merge("s" => { "w" => 2 }, "t" => nil)
p m.to_h, h.to_h
p m == h, h == h.dup, h.eql?(h.clone)
begin
  h.merge!("bad" => 3)
rescue IniFile::Error => e
  puts e.message
end
begin
  h.merge!([1])
rescue IniFile::Error => e
  puts e.message
end
["[open\n", "novalue\n", "a = \"unclosed\n", " = x\n"].each do |bad|
  begin
    IniFile.new(content: bad)
    puts "ok #{bad.inspect}"
  rescue IniFile::Error => e
    puts e.message
  end
end

Dir.mktmpdir do |dir|
  path = File.join(dir, "t.ini")
  p IniFile.load(path)
  ini = IniFile.new(content: "[a]\nx = 1\n[b]\ny = \"q\\tz\"\n")
  ini.write(filename: path)
  p File.read(path)
  loaded = IniFile.load(path)
  p loaded.filename == path, loaded.to_h, loaded == ini
  loaded["a"]["x"] = 5
  loaded.save
  p IniFile.new(filename: path).to_h
  p IniFile.new.to_h, IniFile.new.to_s
end
f = IniFile.new(content: "[a]\nx = 1\n").freeze
p f.frozen?, f["a"].frozen?, f.clone.frozen?, f.dup.frozen?
p IniFile.include?(Enumerable), IniFile::VERSION
p IniFile.new(content: "[a]\nx = 1\ny = 2\n").map { |s, k, v| "#{s}.#{k}=#{v}" }
