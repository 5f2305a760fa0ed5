%w[json yaml nope/thing another_missing].each do |lib|
  begin
    p require(lib)
  rescue LoadError => e
    p e.class, e.message
  end
end
p require("json")
