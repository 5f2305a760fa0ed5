include_recipe 'base'
include_recipe 'hello_web::pages'

file ::File.join(site_root, 'port') do
  content "#{node['hello_web']['port']}\n"
end
