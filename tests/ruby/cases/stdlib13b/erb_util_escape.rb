require 'erb'
p ERB::Util.html_escape("<a href='x'>&\"</a>"), ERB::Util.url_encode("a b/c?d=1"), ERB::Util.h("<")
include ERB::Util
p h("&"), u("x y")
