CONFIG = { "name" => "app" }.freeze
def set_name(cfg, v)
  cfg["name"] = v
  :ok
rescue FrozenError => e
  e.message
end
p set_name(CONFIG, "x")
p set_name(CONFIG.dup, "x")
p set_name(CONFIG.merge({}), "y")
s = "abc".freeze
t = s.frozen? ? s.dup : s
t << "d"
p t
p s
p FrozenError.new("custom").message
p FrozenError.ancestors.index(RuntimeError) == 1
e = (raise FrozenError.new("with receiver", receiver: s) rescue $!)
p e.receiver
