m = Module.new do
  r = refine(String) { def zz; :zz; end }
  p r.class
end
using m
p "x".zz
