require 'addressable/uri'
u = Addressable::URI.parse('HTTP://User:Pa%20ss@Example.COM:80/a/./b/../c%7e/d%2f?x=1&y=a+b%20c#Frag ment')
p u.scheme, u.user, u.password, u.userinfo, u.host, u.port, u.path, u.query, u.fragment
p u.authority, u.site, u.origin, u.inferred_port, u.default_port, u.request_uri, u.basename, u.extname
p u.to_s, u.to_hash, u.absolute?, u.relative?, u.ip_based?
p u.query_values, u.query_values(Array)
n = u.normalize
p n.to_s, n.class
p Addressable::URI.parse('http://example.com').normalize.to_s
p Addressable::URI.parse('https://Example.com:443/%7Euser/%41b?q=%3d#x').normalize.to_s
p Addressable::URI.parse('/relative/path?q').to_s, Addressable::URI.parse('mailto:someone@example.com').path
p Addressable::URI.parse('urn:isbn:0451450523').scheme, Addressable::URI.parse('').to_s, Addressable::URI.parse(nil)
base = Addressable::URI.parse('http://a/b/c/d;p?q')
%w[g:h g ./g g/ /g //g ?y g?y #s g#s g?y#s ;x g;x g;x?y#s . ./ .. ../ ../g ../.. ../../ ../../g ../../../g /./g /../g g. .g g.. ..g ./../g ./g/. g/./h g/../h g;x=1/./y g;x=1/../y].each do |ref|
  puts "#{ref} -> #{base.join(ref)}"
end
p Addressable::URI.join('http://example.com/a/', 'b/', 'c').to_s
p (Addressable::URI.parse('http://example.com/x/') + 'y').to_s
p Addressable::URI.escape('http://ex.com/a b/ü?q=x y&z=<>#f g')
p Addressable::URI.encode('http://ex.com/a b', Addressable::URI).class
p Addressable::URI.encode_component('a b/c?d&é'), Addressable::URI.escape_component('a b', Addressable::URI::CharacterClasses::UNRESERVED)
p Addressable::URI.encode_component('simple/path', Addressable::URI::CharacterClassesRegexps::PATH)
p Addressable::URI.encode_component(:sym), Addressable::URI.encode_component(42), Addressable::URI.encode_component(nil)
p Addressable::URI.unencode('a%20b%2Fc%C3%BC%zz'), Addressable::URI.unescape('%41%42'), Addressable::URI.unencode_component('x%2Fy', String, '/')
p Addressable::URI.unencode('http://e.com/%7Ex', Addressable::URI).class
p Addressable::URI.normalized_encode('http://ex.com/a%20b c')
p Addressable::URI.form_encode({ 'a' => 'b c', 'd' => ['1', '2'], 'e' => "x\ny" }), Addressable::URI.form_encode([['z', 1], ['a', 2]], true)
p Addressable::URI.form_unencode('a=b+c&d=1&d=2&e=x%0D%0Ay&f')
p Addressable::URI.normalize_component('%7e%41 b'), Addressable::URI.normalize_path('/a/b/../../../c/./d')
%w[example.com www.example.com/path?q=1 http:/example.com https:///x.org 192.168.1.1:8080/x 1.2.3.4 file:/etc/hosts file:////server/share feed://x.com/rss user@example.com http://ex.com\\a\\b].each do |t|
  h = Addressable::URI.heuristic_parse(t)
  puts "#{t} -> #{h} (#{h.scheme.inspect} #{h.host.inspect} #{h.path.inspect})"
end
p Addressable::URI.heuristic_parse('example.com', scheme: 'https').to_s
p Addressable::URI.parse('http://a.com/x') == Addressable::URI.parse('HTTP://A.COM:80/x'), Addressable::URI.parse('http://a.com/x').eql?(Addressable::URI.parse('http://A.com/x'))
p Addressable::URI.parse('http://a.com/x') === 'http://A.COM/x'
v = Addressable::URI.new(scheme: 'https', host: 'h.com', path: 'p', query_values: { 'b' => 'x y', 'a' => nil, 'c' => ['1', '2'] })
p v.to_s
v.port = '8443'
v.query = nil
p v.to_s, v.port
w = Addressable::URI.parse('http://h.com/a')
w.authority = 'me@other.org:81'
p w.to_s, w.user, w.merge(path: '/z', fragment: 'f').to_s, w.omit(:port, :user).to_s
begin
  Addressable::URI.parse('http://x.com').port = 'abc'
rescue Addressable::URI::InvalidURIError => e
  p e.message
end
begin
  Addressable::URI.new(scheme: '1bad')
rescue Addressable::URI::InvalidURIError => e
  p e.message
end
begin
  Addressable::URI.parse('http://')
rescue Addressable::URI::InvalidURIError => e
  p e.message
end
begin
  Addressable::URI.new(port: 80)
rescue Addressable::URI::InvalidURIError => e
  p e.message
end
begin
  Addressable::URI.parse(42)
rescue TypeError => e
  p e.message
end
p Addressable::URI.parse('http://ex.com/a?x').query_values('a') rescue p $!.message
p Addressable::URI.parse('http://x.com/').empty?, Addressable::URI.parse('').empty?
p Addressable::URI.parse('ftp://x.com').request_uri, Addressable::URI.parse('http://x.com').request_uri
p Addressable::URI.parse('http://x.com/%E2%82%AC').normalize.to_s
