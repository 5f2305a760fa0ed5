def task(name, &blk)
  blk ? "#{name}:#{blk.call}" : name.to_s
end
[1, 2].each { |i| task = i }
r = task :build do 42 end
p r
