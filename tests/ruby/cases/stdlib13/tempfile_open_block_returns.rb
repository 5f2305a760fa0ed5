require 'tempfile'
r = Tempfile.open("o") { |f| f.print "x"; f.class }
p r
