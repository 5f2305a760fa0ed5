p %w[a b c]
p %i[a b]
p %q(single 'quoted' #{no})
p %Q(double "quoted" #{1 + 1})
p %(default is Q #{:yes})
p %r{/path/(\w+)}.match("/path/abc")[1]
p %r{a b}x.source
p %w[#{1} 2]
p %W[#{1} 2]
p %q{nested {braces} ok}
p %w(a(b) c)
p %s(symbol) rescue p :symbol
p %i[]
p %Q[brackets [nested]]
p %q<angle>
x = "v"
p %I[#{x}1 #{x}2]
