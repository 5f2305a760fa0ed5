# A Binding answers for the local variables of the code that made it.
x = 1
b = binding
p b.local_variables.sort
p b.local_variable_get(:x)
b.local_variable_set(:x, 5)
p x
p b.local_variable_defined?(:x), b.local_variable_defined?(:zz)
[1].each { |y| z = 2; p binding.local_variables.sort }
p binding.receiver
p binding.local_variables.sort

def missing(bind)
  bind.local_variable_get(:nope)
rescue NameError => e
  puts e.class
end
missing(b)

def m(a)
  binding.local_variables
end
p m(1)
