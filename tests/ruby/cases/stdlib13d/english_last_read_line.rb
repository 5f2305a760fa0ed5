require 'English'
require 'stringio'
io = StringIO.new("l1\nl2\n")
io.gets
p $LAST_READ_LINE, $_
