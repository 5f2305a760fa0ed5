text = "first line\nsecond line\n\nfourth\n"
p text.lines
p text.lines.map(&:chomp)
p text.lines(chomp: true)
text.each_line { |l| print "> ", l }
text.each_line.with_index(1) { |l, i| puts "#{i}: #{l.chomp}" }
p "no newline".lines
p "".lines
p "a\r\nb".lines
p text.each_line.count
p text.split("\n")
p "a\nb".each_line.map(&:upcase)
count = 0
"x\ny\nz".each_line { count += 1 }
p count
p "k: v\nk2: v2".lines.map { |l| l.chomp.split(": ") }.to_h
