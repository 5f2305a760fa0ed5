require 'English'
begin
  raise ArgumentError, "bad"
rescue
  p $ERROR_INFO.class, $ERROR_INFO.message, $ERROR_POSITION.is_a?(Array)
end
p $ERROR_INFO
