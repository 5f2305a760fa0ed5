p Dir.exist?("/")
p Dir.exist?("/nonexistent/dir")
p File.directory?("/nonexistent")
p Dir.glob("/nonexistent/*.rb")
p Dir["/nonexistent/**/*"]
here = File.dirname(File.expand_path(__FILE__))
p Dir.glob(File.join(here, File.basename(__FILE__))).map { |f| File.basename(f) }
p Dir.entries(here).include?(File.basename(__FILE__))
p File.fnmatch("*.rb", "recipe.rb")
p File.fnmatch("*.rb", "recipe.erb")
p File.fnmatch("**/*.rb", "a/b/c.rb", File::FNM_PATHNAME)
p File.fnmatch("recipes/*", "recipes/default.rb")
p File.join(File.dirname("/srv/app/current/config.rb"), "shared")
p [".", ".."].include?(".")
