require 'tmpdir'
require 'fileutils'

Dir.mktmpdir do |root|
  Dir.chdir(root) do
    Dir.mkdir("tree")
    %w[a b c].each { |n| File.write("tree/#{n}", n) }
    Dir.mkdir("tree/sub")

    d = Dir.new("tree")
    p d.class, d.path, d.to_path, d.inspect, d.fileno.is_a?(Integer)
    p d.pos, d.tell
    first = d.read
    p first.class, d.pos.is_a?(Integer)
    names = [first]
    while (name = d.read)
      names << name
    end
    p names.sort, d.read
    d.rewind
    p d.pos, d.read == first
    d.seek(0)
    p d.read == first
    p((d.pos = 0), d.read == first)
    p d.children.sort, d.read
    p d.each_child.class, d.each_child.to_a.sort
    seen = []
    p d.each { |n| seen << n }.equal?(d), seen.sort
    p d.each.to_a.sort, d.map(&:upcase).sort, d.sort, d.include?("sub"), d.count
    p d.each_child { |n| n }.equal?(d)
    p d.close, d.close, d.path, d.inspect
    %i[read children each rewind fileno pos].each do |m|
      begin
        d.public_send(m)
      rescue IOError => e
        puts "#{m}: #{e.class}: #{e.message}"
      end
    end

    p Dir.open("tree") { |x| [x.class, x.children.size] }
    x = Dir.open("tree")
    p x.class, x.read.class
    x.close
    listed = []
    p Dir.foreach("tree") { |n| listed << n }, listed.sort
    p Dir.foreach("tree").class, Dir.foreach("tree").to_a.sort
    p Dir.exists?("tree"), Dir.exists?("nope"), Dir.new("tree", encoding: "UTF-8").read.encoding
    p Dir.ancestors.include?(Enumerable)
    begin
      Dir.new("nope")
    rescue SystemCallError => e
      p e.class, e.message
    end
    begin
      Dir.open("tree/a")
    rescue SystemCallError => e
      p e.class, e.message
    end
  end
end
