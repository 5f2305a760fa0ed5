# webserver_vhost: one virtual host, its document root and its config file
unified_mode true

property :site, String, name_property: true
property :port, Integer, default: 80
property :aliases, Array, default: []
property :docroot, String, default: lazy { ::File.join(node['webserver']['conf_dir'], 'www', site) }

action :create do
  directory new_resource.docroot do
    recursive true
    mode '0755'
  end

  template site_conf(new_resource.site) do
    source 'vhost.conf.erb'
    variables(site: new_resource.site, port: new_resource.port,
              aliases: new_resource.aliases, docroot: new_resource.docroot)
    mode '0644'
  end

  file ::File.join(new_resource.docroot, 'index.html') do
    content "<h1>#{new_resource.site}</h1>\n"
    action :create_if_missing
  end
end

action :delete do
  file site_conf(new_resource.site) do
    action :delete
  end
end

action_class do
  include Webserver::Helpers
end
