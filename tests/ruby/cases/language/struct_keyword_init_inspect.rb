Cfg = Struct.new(:host, :port, keyword_init: true)
c = Cfg.new(host: "h", port: 80)
p c, c.to_h, c.inspect, Cfg.inspect
