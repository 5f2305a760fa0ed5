p File.exist?("/nonexistent")
p File.exist?("/nonexistent/deeper/path")
p File.exist?(__FILE__)
p File.file?(__FILE__)
p File.directory?(__FILE__)
p File.directory?("/")
p File.file?("/nonexistent")
p File.readable?(__FILE__)
p File.basename(__FILE__)
p File.extname(__FILE__)
src = File.read(__FILE__)
p src.lines.first.chomp
p src.lines.size
p src.include?("File.read")
lines = File.readlines(__FILE__)
p lines.size == src.lines.size
p lines[1].strip
count = 0
File.foreach(__FILE__) { |l| count += 1 if l.start_with?("p ") }
p count
File.open(__FILE__) do |f|
  p f.gets.chomp
end
p File.size(__FILE__) == src.bytesize
