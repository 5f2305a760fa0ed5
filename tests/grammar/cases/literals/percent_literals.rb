a = %w[a b]
a = %w(a b)
a = %w{a b}
a = %w<a b>
a = %i[x y]
a = %q(single 'quoted' #{no})
a = %Q(double "quoted" #{yes})
a = %(plain #{yes})
a = %r{a/b}
a = %W[a#{b} c]
a = %w(nested (parens) stay)
a = %w[]
a = %w[
  spread over
  lines
]
