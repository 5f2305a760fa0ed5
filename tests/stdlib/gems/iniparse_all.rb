require 'iniparse'
src = "; top comment\nglobal = 1\n\n[Unit]\nDescription = My unit ; trailing\nAfter=network.target\nAfter=foo.target\n  Indented = yes\n#hash\n;\n\n[Service]\nExecStart=/bin/true \\\n  --flag\nTimeout = 1.5\nEnabled = TRUE\nOff = false\nEmpty =\nNeg = -12\nExp = 1e5\nZero = 007\n[Unit]\nExtra = x\n"
doc = IniParse.parse(src)
print doc.to_s
p doc.to_hash
p doc.inspect
p doc['Unit']['After'], doc['Service']['Timeout'], doc['Service']['Empty'], doc['Service']['Zero']
p doc.has_section?('Unit'), doc.has_section?(:Nope), doc['Unit'].has_option?('After')
p doc.map(&:key), doc['Unit'].map(&:key), doc['Unit'].lines.keys
doc['Unit']['After'] = 'only.target'
doc.section('New')['k'] = 'v'
doc['Service'].delete('Off')
doc.delete('__anonymous__')
print doc.to_ini
g = IniParse.gen do |d|
  d.section('Unit') do |s|
    s.option('Description', 'hi')
    s.option('Wants', 'a')
    s.option('Wants', 'b')
    s.comment('note')
  end
  d.section('Install', :option_sep => '=') do |s|
    s.option('WantedBy', 'multi-user.target')
    s.blank
  end
  d.Other { |s| s.x = 1 }
end
print g.to_s
p g.to_hash
begin
  IniParse.gen { |d| d.option('a', 1) }
rescue IniParse::NoSectionError => e
  p e.class, e.message
end
begin
  IniParse.gen { |d| d.section('a') { d.section('b') } }
rescue IniParse::LineNotAllowed => e
  p e.message
end
begin
  IniParse.parse("[bad\n")
rescue IniParse::ParseError => e
  p e.message
end
begin
  IniParse::Document.new.save
rescue IniParse::IniParseError => e
  p e.message
end
print IniParse.parse('').to_s.inspect, "\n"
print IniParse.parse("[a]\nb = c").to_s.inspect, "\n"
p IniParse::Lines::Option.typecast('3.0'), IniParse::Lines::Option.typecast('01')
