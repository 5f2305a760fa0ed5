settings = { "worker_processes" => 4, "user" => "www-data", "pid" => "/run/nginx.pid", "events" => nil }
puts settings.compact.sort.map { |k, v| "#{k} #{v};" }.join("\n")
puts settings.sort_by { |k, _| k.size }.map { |k, v| k.ljust(18) + v.inspect }.join("\n")
puts settings.keys.max_by(&:size)
puts settings.map { |k, v| [k, v.to_s.size] }.sort_by(&:last).first.inspect
width = settings.keys.map(&:size).max
settings.each { |k, v| puts "#{k.rjust(width)}: #{v}" }
