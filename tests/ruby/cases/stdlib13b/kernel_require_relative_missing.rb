begin
  require_relative "does_not_exist_here"
rescue LoadError => e
  p e.class, File.basename(e.message)
end
