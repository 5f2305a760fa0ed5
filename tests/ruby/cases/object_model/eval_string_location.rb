# instance_eval/class_eval of a String: the file and first line they are given name the
# code's place in errors and backtraces (Chef's from_file and class_from_file pass them)
class Box
  def initialize
    @v = 1
  end
end

def place(err)
  loc = err.backtrace.first
  file, line = loc.split(":").first(2)
  "#{file}:#{line} #{err.class}: #{err.message}"
end

begin
  Box.new.instance_eval("@v + 1\n\nraise ArgumentError, 'in instance_eval'", "metadata.rb", 1)
rescue => e
  puts place(e)
end

begin
  Box.new.instance_eval("x = 1\nraise 'moved'", "recipe.rb", 10)
rescue => e
  puts place(e)
end

begin
  Box.class_eval("def twice = @v * 2\nraise NameError, 'in class_eval'", "resource.rb", 3)
rescue NameError => e
  puts place(e)
end
puts Box.new.twice

begin
  Box.new.instance_eval("raise 'no file'")
rescue => e
  puts place(e)
end

puts Box.new.instance_eval("__FILE__ + ':' + __LINE__.to_s", "named.rb", 7)
