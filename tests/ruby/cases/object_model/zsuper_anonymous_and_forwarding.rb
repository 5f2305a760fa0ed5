# bare super passes anonymous * and ** (and ...) on, ** pairs before named keywords; ... forwards keywords as keywords; local_variables never lists the hidden names
class A
  def greet(*args, **kw, &b)
    p [args, kw, b&.call]
  end
end
class B < A
  def greet(name, *)
    super
  end
end
class C < A
  def greet(name, *, **)
    super
  end
end
class D < A
  def greet(a, b = 2, *rest, c, k: 1, **opts, &blk)
    super
  end
end
class E < A
  def greet(name, *)
    name = "changed"
    super
  end
end
B.new.greet("x", 1, 2)
C.new.greet("x", 1, k: 3)
D.new.greet(1, 9, 8, 7, z: 5) { :blk }
E.new.greet("x", 3)
class A2
  def greet(*args, **kw, &b)
    p [args, kw, b&.call]
  end
end
class F2 < A2
  def greet(...)
    super
  end
end
class G2 < A2
  def greet(...)
    super(...)
  end
end
F2.new.greet(1, 2, k: 3) { :fb }
G2.new.greet(1, k: 3) { :gb }
def n(...) = local_variables
p n(1)
def target(*a, **k, &b) = p([a, k, b&.call])
def fw(...) = target(...)
def fw2(a, ...) = target(a, ...)
fw(1, x: 2) { 3 }
fw({ y: 1 })
fw(**{})
fw2(0, 1, z: 2)
h = { q: 1 }
fw(h)
fw(**h)
p h
def m(a, *, **) = local_variables
p m(1, 2, k: 3)
