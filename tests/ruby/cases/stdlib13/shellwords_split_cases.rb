require 'shellwords'
["a b", "a  'b c'", %q{"a \"q\" b"}, "x\\ y z", "it''s", "\"\"", "a#b"].each { |s| p Shellwords.split(s) }
