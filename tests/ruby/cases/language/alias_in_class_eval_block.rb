Integer.class_eval do
  alias_method :plus_one_base, :succ
end
p 4.plus_one_base
