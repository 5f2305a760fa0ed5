def deep_merge(base, over)
  base.merge(over) do |_, a, b|
    a.is_a?(Hash) && b.is_a?(Hash) ? deep_merge(a, b) : b
  end
end

default_attrs = {
  "app" => { "port" => 3000, "env" => "development", "workers" => 2, "features" => { "cache" => false, "search" => true } },
}
role_attrs = { "app" => { "env" => "staging", "features" => { "cache" => true } } }
override_attrs = { "app" => { "workers" => 8 } }
merged = [default_attrs, role_attrs, override_attrs].reduce { |acc, layer| deep_merge(acc, layer) }
p merged
p default_attrs["app"]["features"]
puts merged["app"].map { |k, v| "#{k}=#{v.is_a?(Hash) ? v.select { |_, on| on }.keys.join('+') : v}" }.join(" ")
