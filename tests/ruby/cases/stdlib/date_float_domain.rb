require 'date'
[[2024, 1, Float::NAN], [Float::NAN, 1, 1], [2024, 1, Float::INFINITY]].each do |args|
  begin
    Date.new(*args)
  rescue FloatDomainError => e
    p e.class, e.message
  end
end
