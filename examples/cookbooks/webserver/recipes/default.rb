include_recipe 'base'

directory conf_dir do
  mode '0755'
end

directory ::File.join(conf_dir, 'sites')

template ::File.join(conf_dir, 'webserver.conf') do
  source 'webserver.conf.erb'
  variables(workers: node['webserver']['workers'], conf_dir: conf_dir)
  mode '0644'
  notifies :run, 'execute[reload webserver]', :delayed
end

data_bag('sites').each do |id|
  site = data_bag_item('sites', id)
  webserver_vhost site['id'] do
    port site['port'] || node['webserver']['port']
    aliases site['aliases'] || []
    notifies :run, 'execute[reload webserver]', :delayed
  end
end

include_recipe 'webserver::admins'

execute 'reload webserver' do
  command "date +%s > #{::File.join(conf_dir, 'reloaded')}"
  action :nothing
end
