=begin
p "not run"
def nope; end
=end
p defined?(nope)
