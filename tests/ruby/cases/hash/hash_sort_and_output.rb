settings = { "worker_processes" => 4, "user" => "www-data", "pid" => "/run/nginx.pid", "events" => nil }
puts settings.compact.sort.map { |k, v| "#{k} #{v};" }.join("\n")
puts settings.sort_by { |k, _| k.size }.map { |k, v| k.ljust(18) + v.inspect }.join("\n")
puts settings.keys.max_by(&:size)
puts settings.map { |k, v| [k, v.to_s.size] }.sort_by(&:last).first.inspect
width = settings.keys.map(&:size).max
settings.each { |k, v| puts "#{k.rjust(width)}: #{v}" }
sorted = settings.sort_by { |k, _| k }
puts sorted.first.inspect
puts sorted.to_h.keys.join(",")
puts settings.reject { |_, v| v.nil? }.map { |k, v| "#{k}=#{v}" }.sort.join("&")
puts settings.min_by { |k, _| k }.first
