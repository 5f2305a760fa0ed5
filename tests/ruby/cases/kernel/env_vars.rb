ENV["TOQUE_TEST_VAR"] = "hello"
p ENV["TOQUE_TEST_VAR"]
p ENV.fetch("TOQUE_TEST_VAR")
p ENV.key?("TOQUE_TEST_VAR")
ENV["TOQUE_TEST_VAR"] = "changed"
p ENV["TOQUE_TEST_VAR"]
p ENV["TOQUE_TEST_VAR"].frozen?
ENV.delete("TOQUE_TEST_VAR")
p ENV["TOQUE_TEST_VAR"]
p ENV.fetch("TOQUE_TEST_VAR", "fallback")
p ENV.fetch("TOQUE_TEST_VAR") { |k| "block #{k}" }
begin
  ENV.fetch("TOQUE_TEST_VAR")
rescue KeyError => e
  p e.class
  p e.message
end
ENV["TOQUE_PORT"] = "8080"
port = (ENV["TOQUE_PORT"] || "80").to_i
p port + 1
begin
  ENV["TOQUE_NUM"] = 5
rescue TypeError => e
  p e.message
end
p ENV.to_h.select { |k, _| k.start_with?("TOQUE_") }
