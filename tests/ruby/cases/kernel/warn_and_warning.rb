# Kernel#warn hands its text to Warning.warn (a program may redefine it); in 3.1 a category
# is checked by name but not filtered; Warning[] / Warning[]= switch the categories.
module Warning
  def self.warn(message, category: nil)
    $stdout.print("[#{category.inspect}] ", message)
  end
end
warn "plain"
warn "two", "lines"
warn ["nested", ["array"]]
warn
warn "deprecated while off", category: :deprecated
Warning[:deprecated] = true
warn "deprecated while on", category: :deprecated
p Warning[:deprecated]
Warning[:experimental] = false
warn "experimental while off", category: :experimental
p Warning[:experimental]
begin
  Warning[:nope]
rescue ArgumentError => e
  p e.message
end
begin
  warn "x", category: :nope
rescue ArgumentError => e
  p e.message
end
def careful = warn("from a method", uplevel: 0)
careful
def outer = careful_up
def careful_up = warn("one level up", uplevel: 1)
outer
