require 'singleton'
class Only; include Singleton; end
begin
  Only.new
rescue NoMethodError => e
  p e.message
end
begin
  Only.allocate
rescue NoMethodError => e
  p e.class
end
