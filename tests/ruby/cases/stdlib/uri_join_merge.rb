require 'uri'
base = "http://a/b/c/d;p?q"
%w[g:h g ./g g/ /g //g ?y g?y #s g#s g?y#s ;x g;x g;x?y#s . ./ .. ../ ../g ../.. ../../ ../../g ../../../g ../../../../g /./g /../g g. .g g.. ..g ./../g ./g/. g/./h g/../h g;x=1/./y g;x=1/../y].each do |rel|
  puts "#{rel} -> #{URI.join(base, rel)}"
end
p URI.join("http://example.com/", "foo/", "bar").to_s
p URI.join("http://example.com/a/b", "c").to_s
p URI.join("https://x.org/api/v1/", "users/1?x=2").to_s
p (URI("http://a.com/a/") + "b/c").to_s
p URI("http://a.com/dir/").merge("../x").to_s
p URI("http://a.com/a/b/c").route_to("http://a.com/a/d").to_s
p URI("http://a.com/a/b/").route_from("http://a.com/a/").to_s
p URI("http://a.com/x").route_to("http://b.com/x").to_s
begin
  URI("a/b").merge("c")
rescue URI::BadURIError => e
  p e.class, e.message
end
u = URI("http://a.com/a/b")
p u.merge!("c"), u.to_s
