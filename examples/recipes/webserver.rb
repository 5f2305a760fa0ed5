# A small web server: packages, a config file, a service and a cron job.
packages = %w[nginx curl]
packages.each do |pkg|
  package pkg do
    action :install
    retries 2
  end
end

sites = {
  'default' => { port: 80, root: '/var/www/html' },
  'status' => { port: 8080, root: '/var/www/status', "internal": true },
}

sites.each_pair do |name, site|
  template "/etc/nginx/sites-available/#{name}" do
    source 'site.conf.erb'
    variables(
      name: name,
      port: site[:port],
      root: site.fetch(:root, '/var/www/html')
    )
    mode 0o644
    notifies :reload, 'service[nginx]'
  end

  link "/etc/nginx/sites-enabled/#{name}" do
    to "/etc/nginx/sites-available/#{name}"
    only_if { site[:port] > 0 && !site[:disabled] }
  end
end

service 'nginx' do
  action [:enable, :start]
  supports restart: true, reload: true
  subscribes :restart, 'package[nginx]', :immediately
end

ruby_block 'remember the time' do
  block do
    node.run_state['converged_at'] = Time.now.to_i
  end
  action :run
end

log 'web server ready' do
  message lazy { "nginx serves #{sites.size} sites (#{sites.keys.sort.join(', ')})" }
  level :info
end
