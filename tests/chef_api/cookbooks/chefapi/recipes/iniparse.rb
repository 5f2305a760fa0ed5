# the golden is what MRI prints with iniparse 1.5.0 on the load path (tests/stdlib/gems/README.md)
require 'iniparse'
out = IniParse.gen do |doc|
  doc.section('Unit') do |s|
    s.option('Description', 'My svc')
    s.option('After', 'a.target')
    s.option('After', 'b.target')
  end
  doc.section('Service', option_sep: '=') do |s|
    s.option('ExecStart', '/bin/x --y')
  end
end
print out.to_s
src = "; top comment\n[Unit]\nDescription = hello ; trailing\nAfter=x\nAfter=y\n\n[Install]\nWantedBy = multi-user.target\nCount = 3\n"
doc = IniParse.parse(src)
print doc.to_s
p doc['Unit']['After'], doc['Install']['Count'], doc.has_section?('Unit'), doc.to_hash
doc['Install']['WantedBy'] = 'default.target'
doc.section('New')['k'] = 'v'
print doc.to_ini
begin
  IniParse.parse("[x]\nnot an option\n")
rescue IniParse::ParseError => e
  puts e.message
end
