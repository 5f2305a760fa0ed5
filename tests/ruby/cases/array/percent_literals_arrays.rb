p %w[one two three]
p %w(paren form)
p %w{brace form}
p %w<angle form>
p %w|pipe form|
p %i[sym list]
p %i(a b)
x = "interp"
p %W[#{x} plain #{x.upcase}]
p %w[#{x} not interp]
p %W[a\ b c]
p %w[a\ b c]
p %w[
  multi
  line
  list
]
p %I[s#{1} t]
p %w[].empty?
