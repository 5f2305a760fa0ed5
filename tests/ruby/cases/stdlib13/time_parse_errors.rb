require 'time'
%w[garbage 2024-13-45].each do |s|
  begin
    Time.parse(s)
  rescue ArgumentError => e
    p e.class
  end
end
begin
  Time.iso8601("2024/01/01")
rescue ArgumentError => e
  p e.message
end
