h = { "port" => 80, "host" => nil, :sym => false }
p h.fetch("port")
p h.fetch("host")
p h.fetch(:sym)
p h.fetch("missing", 443)
p h.fetch("missing") { |k| "no #{k}" }
p h.fetch("port", 0)
begin
  h.fetch("missing")
rescue KeyError => e
  puts e.class
  puts e.message
  p e.key
  p e.receiver == h
end
begin
  h.fetch(:nope)
rescue KeyError => e
  puts e.message
end
begin
  {}.fetch(1)
rescue IndexError => e
  puts "IndexError catches KeyError: #{e.message}"
end
p h["host"] || "fallback"
p h.fetch("host", "unused")
p h.fetch_values("port", :sym)
p h.values_at("port", "nope")
