require 'English'
if "key=value" =~ /(\w+)=(\w+)/
  p $MATCH, $PREMATCH, $POSTMATCH, $LAST_PAREN_MATCH, $LAST_MATCH_INFO[1]
end
