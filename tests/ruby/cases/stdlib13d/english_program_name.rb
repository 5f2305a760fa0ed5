require 'English'
p $PROGRAM_NAME == $0, File.basename($PROGRAM_NAME)
