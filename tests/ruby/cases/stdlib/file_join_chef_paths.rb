cookbook_root = "/var/chef/cookbooks"
cookbooks = %w[nginx base app]
paths = cookbooks.map { |c| File.join(cookbook_root, c, "recipes", "default.rb") }
puts paths
p paths.map { |pth| File.basename(File.dirname(File.dirname(pth))) }
p paths.map { |pth| File.extname(pth) }.uniq
template = "/etc/nginx/sites-available/app.conf.erb"
p File.basename(template, ".erb")
p File.basename(template).sub(/\.erb\z/, "")
p File.join(File.dirname(template).sub("available", "enabled"), File.basename(template, ".erb"))
p File.expand_path("../../shared/log", "/srv/app/releases/20240101")
p File.join("/srv", "").end_with?("/")
p File.join("", "etc")
