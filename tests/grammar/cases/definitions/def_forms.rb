def plain
  1
end
def self.klass_method; end
def x=(v)
  @x = v
end
def x?; end
def x!; end
def no_parens a, b
  a
end
private def helper; end
def self::log_open; end
def A::b(x); end
