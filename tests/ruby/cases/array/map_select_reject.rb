hosts = %w[web1 web2 db1 cache1 web3]
p hosts.map(&:upcase)
p hosts.select { |h| h.start_with?("web") }
p hosts.reject { |h| h.start_with?("web") }
p hosts.filter_map { |h| h.sub("web", "w") if h.start_with?("web") }
p hosts.flat_map { |h| [h, h.length] }.first(4)
p hosts.each_with_index.select { |h, i| i.odd? }.map(&:first)
p hosts.map.with_index(1) { |h, i| "#{i}-#{h}" }
p hosts.collect(&:length)
p hosts.filter(&:frozen?)
p hosts.grep(/\d\z/).size
p hosts.grep_v(/web/)
p hosts.grep(/web(\d)/) { $1.to_i }
p hosts.any? { |h| h.include?("db") }
p hosts.all? { |h| h.length > 2 }
p hosts.none?(&:empty?)
p hosts.one? { |h| h.start_with?("c") }
p [nil, false].any?
p [].all?
p [1, nil].all?
p [1, 2, 3].any?(2)
p %w[a b].all?(String)
