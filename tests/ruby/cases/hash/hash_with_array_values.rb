h = Hash.new { |hash, key| hash[key] = [] }
[["web", "nginx"], ["web", "php"], ["db", "mysql"], ["web", "nginx"]].each { |role, pkg| h[role] << pkg }
p h
p h.transform_values(&:uniq)
p h.values.flatten.uniq.sort
p h.sum { |_, v| v.size }
p h.map { |k, v| [k, v.size] }.sort_by { |_, n| -n }
p h.key?("cache")
p h["cache"]
p h.key?("cache")
p h.keys
