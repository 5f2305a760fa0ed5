begin
  missing_local
rescue NameError => e
  p e.class
  p e.name
  p e.message
end
begin
  self.missing_method
rescue NoMethodError => e
  p e.class
  p e.name
  p e.message
end
begin
  missing_call(1, 2)
rescue NoMethodError => e
  p e.message
  p e.args
end
begin
  Missing::Const
rescue NameError => e
  p e.message
  p e.name
end
module Holder; end
begin
  Holder::Inside
rescue NameError => e
  p e.message
end
begin
  nil.length
rescue NoMethodError => e
  p e.receiver
  p e.name
end
p NoMethodError.new("m", :foo).name
