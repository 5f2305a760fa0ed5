include_recipe 'base'
include_recipe 'hello_web::pages'

file ::File.join(site_root, 'port') do
  content "#{node['hello_web']['port']}\n"
end

template ::File.join(site_root, 'site.conf') do
  source 'site.conf.erb'
  variables(port: node['hello_web']['port'], root: site_root, pages: node['hello_web']['pages'])
  helpers HelloWeb::Helpers
  mode '0644'
end
