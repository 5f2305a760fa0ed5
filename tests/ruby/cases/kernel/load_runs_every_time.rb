# Kernel#load runs its file at every call (require runs it once), adds no .rb, searches
# $LOAD_PATH for a relative name; an error raised in the file has the file's own place
require "tmpdir"

Dir.mktmpdir do |dir|
  File.write(File.join(dir, "counter.rb"), "$count = ($count || 0) + 1\n")
  File.write(File.join(dir, "broken.rb"), "x = 1\nraise ArgumentError, 'in the loaded file'\n")
  p load(File.join(dir, "counter.rb"))
  p load(File.join(dir, "counter.rb"))
  p $count
  $LOAD_PATH.unshift(dir)
  p load("counter.rb")
  p $count
  p require(File.join(dir, "counter"))
  p require(File.join(dir, "counter"))
  p $count
  begin
    load(File.join(dir, "counter"))
  rescue LoadError => e
    p e.message.sub(dir, "DIR")
  end
  begin
    load("broken.rb")
  rescue ArgumentError => e
    p e.message, File.basename(e.backtrace.first)[/\Abroken.rb:2/]
  end
  $LOAD_PATH.shift
end
