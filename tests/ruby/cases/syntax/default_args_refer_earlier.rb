def range_text(from, to = from + 10, step = (to - from) / 2)
  "#{from}..#{to} step #{step}"
end
puts range_text(1)
puts range_text(1, 5)
puts range_text(1, 5, 1)
def path(dir, file = "index", ext = file.end_with?(".erb") ? "" : ".html")
  File.join(dir, file + ext)
end
puts path("/srv")
puts path("/srv", "about")
puts path("/srv", "tpl.erb")
def counter(list = [])
  list << list.size
  list
end
p counter
p counter
shared = []
p counter(shared)
p counter(shared)
def stamp(label, value = label.upcase, suffix: value.length)
  "#{label}/#{value}/#{suffix}"
end
puts stamp("ab")
puts stamp("ab", "xyz")
puts stamp("ab", suffix: 0)
