include_recipe 'apt::default' if platform_family?('debian')

package %w(nginx curl) do
  action :install
end

service 'nginx' do
  supports status: true, restart: true
  action [:enable, :start]
end

directory '/var/www' do
  recursive true
end

node['sites'].each do |name, conf|
  template "/etc/nginx/sites-available/#{name}" do
    source 'site.erb'
    variables site: conf, name: name
    notifies :reload, 'service[nginx]'
  end
end

execute 'reload' do
  command 'nginx -s reload'
  action :nothing
end

ruby_block 'log' do
  block do
    Chef::Log.info("done")
  end
end

log "hello" do
  level :info
end
