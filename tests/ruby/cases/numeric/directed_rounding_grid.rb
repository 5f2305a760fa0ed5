# Integer and Float floor/ceil/truncate (one directed rounding for both in toque), and the
# methods the two classes share to the letter: -@, abs, zero?, eql?, equal?
vals = [0, 1, -1, 15, -15, 12345, -12345, 2**70 + 5, -(2**70 + 5), 10**20, -(10**20),
        0.0, -0.0, 1.5, -1.5, 2.675, -2.675, 1e-300, -1e-300, 123.456, -123.456, 1e300,
        0.1 + 0.2, 1.0 / 0, -1.0 / 0, 0.0 / 0]
def show(label)
  r = begin
    yield
  rescue => e
    "#{e.class}: #{e.message}"
  end
  puts "#{label} = #{r.inspect}"
end
vals.each do |v|
  [-30, -2, -1, 0, 1, 2, 15, 400].each do |nd|
    %i[floor ceil truncate].each { |m| show("#{v.inspect}.#{m}(#{nd})") { v.send(m, nd) } }
  end
  %i[floor ceil truncate -@ abs magnitude zero?].each { |m| show("#{v.inspect}.#{m}") { v.send(m) } }
  [v, 1, 1.0, v.to_f].each do |o|
    show("#{v.inspect}.eql?(#{o.inspect})") { v.eql?(o) }
    show("#{v.inspect}.equal?(#{o.inspect})") { v.equal?(o) }
  end
  show("#{v.inspect}.eql?(NaN)") { v.eql?(0.0 / 0) }
end
show("1.0.floor('2')") { 1.0.floor("2") }
show("1.floor(nil)") { 1.floor(nil) }
show("1.5.floor(2.7)") { 1.5.floor(2.7) }
show("15.ceil(-1.2)") { 15.ceil(-1.2) }
