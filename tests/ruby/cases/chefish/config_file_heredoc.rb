def render_upstream(name, servers, opts = {})
  lines = servers.map do |s|
    weight = s[:weight] ? " weight=#{s[:weight]}" : ""
    "    server #{s[:host]}:#{s.fetch(:port, 80)}#{weight};"
  end
  <<~CONF
    upstream #{name} {
    #{lines.join("\n")}
        keepalive #{opts.fetch(:keepalive, 32)};
    }
  CONF
end

servers = [
  { host: "10.0.0.1", port: 8080, weight: 3 },
  { host: "10.0.0.2", port: 8080 },
  { host: "10.0.0.3" },
]
puts render_upstream("app_backend", servers)
puts render_upstream("empty", [], keepalive: 0)
