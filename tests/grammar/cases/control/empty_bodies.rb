if x; end
def x; end
class A; end
module M; end
while x; end
begin; end
each do end
each { }
