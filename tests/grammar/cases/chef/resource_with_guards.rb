template "/etc/app/#{node['app']['name']}.conf" do
  source "app.conf.erb"
  owner "root"
  mode "0644"
  variables(
    port: node['app']['port'],
    hosts: lazy { search(:node, "role:web").map(&:name) }
  )
  only_if { ::File.exist?("/etc/app") }
  not_if "test -f /etc/app/skip", cwd: "/tmp"
  notifies :restart, "service[app]", :delayed
  subscribes :reload, resources(template: "/etc/other"), :immediately
  action :create
end
