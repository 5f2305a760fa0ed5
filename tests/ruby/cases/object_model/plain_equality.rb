class Plain
  def initialize(v)
    @v = v
  end
end

a = Plain.new(1)
b = Plain.new(1)
puts a == b
puts a.eql?(b)
puts a == a
h = { a => 1, b => 2 }
puts h.size
puts h[a]
puts h[Plain.new(1)].inspect
puts [a, b, a].uniq.size
puts [1, 1.0, 2 - 1].uniq.size
puts({ 1 => :int, 1.0 => :float }.size)
puts({ "k" => 1, :k => 2 }.size)
puts [[1, 2], [1, 2]].uniq.inspect
puts({ [1, 2] => "arr" }[[1, 2]])
puts({ { a: 1 } => "hash" }[{ a: 1 }])
