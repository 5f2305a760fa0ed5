café = "naïve ☃"
puts café
ünïcödé_method(1)
h = { "ключ" => :значение, 名前: "値" }
s = "emoji 😀 #{café}"
☃ = 1
x = ☃ + 1
