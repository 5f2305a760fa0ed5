keys = %w[name version arch]
values = ["nginx", "1.24.0", "amd64"]
pkg = keys.zip(values).to_h
p pkg
p pkg.map { |k, v| "#{k}=#{v}" }.join("&")
query = "a=1&b=two&c=&d"
begin
  query.split("&").map { |pair| pair.split("=", 2) }.to_h
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
params2 = query.split("&").each_with_object({}) { |pair, h| k, v = pair.split("=", 2); h[k.to_sym] = v }
p params2
env_text = "PATH=/usr/bin\nHOME=/root\nEMPTY=\n"
env = env_text.lines.map(&:chomp).map { |l| l.split("=", 2) }.to_h
p env
p env.reject { |_, v| v.empty? }.keys
