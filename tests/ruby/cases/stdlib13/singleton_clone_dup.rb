require 'singleton'
class Uni; include Singleton; end
%i[clone dup].each do |m|
  begin
    Uni.instance.send(m)
  rescue TypeError => e
    p e.message
  end
end
