require 'find'
begin
  Find.find("/definitely/not/here") { }
rescue Errno::ENOENT => e
  p e.class, e.message
end
