def retry_times(n)
  attempts = 0
  begin
    attempts += 1
    yield attempts
  rescue RuntimeError
    retry if attempts < n
    "gave up after #{attempts}"
  end
end

puts retry_times(3) { |i| raise "fail" if i < 2; "ok on #{i}" }
puts retry_times(2) { |i| raise "fail" }

def transform(list)
  list.map { |x| yield(x) }
end
puts transform([1, 2]) { |x| x.to_s * 2 }.inspect

def tagged(tag)
  "<#{tag}>#{yield}</#{tag}>"
end
puts tagged("b") { tagged("i") { "text" } }
