class Ab
  include Enumerable
  def each(&b); %w[x y z].each(&b); end
end
p Ab.new.find_index("y"), Ab.new.find_index { _1 == "z" }, Ab.new.first, Ab.new.first(5), Ab.new.include?("x"), Ab.new.member?("q")
