NAME = "app".freeze
begin
  NAME << "x"
rescue => e
  puts "#{e.class}: #{e.message}"
end
begin
  NAME.upcase!
rescue FrozenError => e
  puts e.message
end
LIST = %w[a b].freeze
begin
  LIST << "c"
rescue => e
  puts e.message
end
begin
  LIST.first << "z"
  puts LIST.inspect
rescue => e
  puts e.message
end
frozen_h = { "k" => "v" }.freeze
begin
  frozen_h.delete("k")
rescue => e
  puts e.message
end
puts frozen_h.merge("x" => 1).inspect
puts frozen_h.merge("x" => 1).frozen?
puts e.is_a?(RuntimeError)
