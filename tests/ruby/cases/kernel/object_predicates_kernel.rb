p nil.to_a
p nil.to_s
p nil.to_i
p nil.to_h
p nil.inspect
p nil & true
p nil.nil?
p 0.nil?
p false.to_s
p true.class
p nil.class
p !nil
p !!1
p !!nil
p nil == false
p 0 ? "0 is truthy" : "falsy"
empty = ""
p empty ? "empty string is truthy" : "falsy"
p [] ? "empty array is truthy" : "falsy"
p (nil || "default")
p (false or nil).inspect
p (1 and 2)
p (nil && 1)
