require 'uri'
begin
  URI.parse("http://bad host/")
rescue URI::InvalidURIError => e
  p e.class, e.message
end
p URI::DEFAULT_PARSER.class, URI.regexp.class rescue p $!.class
