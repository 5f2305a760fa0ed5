def m(a, b = 1, *args, c, key:, opt: 2, **opts, &blk); end
def fwd(...); end
def anon(*, **, &); end
def kw_only(a:, b: nil); end
def fwd2(...)
  other(1, ...)
end
def with_procs(g = lambda { |n| n }, h = proc { 1 }); end
