require 'cgi'

samples = ["a b&c=d/e?f", "caf\u00e9 ~_.-*", "100%", "", "+plus+", "tab\tnew\nline", "\u65e5\u672c"]
samples.each do |s|
  e = CGI.escape(s)
  u = CGI.escapeURIComponent(s)
  p [e, u, CGI.unescape(e) == s, CGI.unescapeURIComponent(u) == s, e.encoding]
end
p CGI.unescape("a+b%20c%2Fd%zz%4"), CGI.unescapeURIComponent("a+b%20c")
p CGI.unescape("%E6%97%A5").encoding, CGI.unescape("%E6%97%A5"), CGI.unescape("%FF").bytes
p CGI.unescape("%41%42", Encoding::US_ASCII)
p CGI.escapeHTML(%q(<a href="x">'Tom' & "Jerry"</a>)), CGI.h("<>"), CGI.escape_html("&")
p CGI.unescapeHTML("&lt;p&gt; &amp;amp; &quot;q&quot; &apos;a&apos; &#39; &#x27; &#X41; &#233; &#1114112; &foo; &#xZZ;")
p CGI.unescape_html("&amp;lt;")
p CGI.escapeElement('<BR><A HREF="url"></A><b>x</b>', "A", "IMG")
p CGI.escapeElement('<BR><A HREF="url"></A>', ["A", "BR"]), CGI.escapeElement("<a>", [])
p CGI.unescapeElement(CGI.escapeHTML('<BR><A HREF="url"></A>'), "A", "IMG")
p CGI.escape_element("<img src=x>", "img"), CGI.unescape_element("&lt;img&gt;", "img")
p CGI.rfc1123_date(Time.at(0).utc), CGI.rfc1123_date(Time.utc(2024, 2, 29, 23, 5, 9))
p CGI.pretty("<HTML><BODY></BODY></HTML>")
p CGI.pretty("<HTML><BODY><P>x</P><BR></BODY></HTML>", "\t")
p CGI.parse("a=1&a=2;b&c=%20x+y&=z"), CGI.parse("a=1")["missing"], CGI.parse("").empty?
p CGI::Util.instance_methods.sort
p CGI::Escape.instance_methods.sort
p CGI.ancestors.take(3), CGI::VERSION.class, CGI::EOL, CGI::HTTP_STATUS["NOT_FOUND"]
include CGI::Util
p escape("x y"), h("<")
p CGI.accept_charset
