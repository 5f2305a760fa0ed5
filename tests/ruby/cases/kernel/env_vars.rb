ENV["TQTEST_VAR"] = "hello"
p ENV["TQTEST_VAR"]
p ENV.fetch("TQTEST_VAR")
p ENV.key?("TQTEST_VAR")
ENV["TQTEST_VAR"] = "changed"
p ENV["TQTEST_VAR"]
p ENV["TQTEST_VAR"].frozen?
ENV.delete("TQTEST_VAR")
p ENV["TQTEST_VAR"]
p ENV.fetch("TQTEST_VAR", "fallback")
p ENV.fetch("TQTEST_VAR") { |k| "block #{k}" }
begin
  ENV.fetch("TQTEST_VAR")
rescue KeyError => e
  p e.class
  p e.message
end
ENV["TQTEST_PORT"] = "8080"
port = (ENV["TQTEST_PORT"] || "80").to_i
p port + 1
begin
  ENV["TQTEST_NUM"] = 5
rescue TypeError => e
  p e.message
end
p ENV.to_h.select { |k, _| k.start_with?("TQTEST_") }
