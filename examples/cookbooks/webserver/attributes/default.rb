default['webserver']['conf_dir'] = ::File.join(node['base']['root'], 'webserver')
default['webserver']['port'] = 80
default['webserver']['workers'] = 2
default['webserver']['keepalive'] = true
default['webserver']['modules'] = %w(mime log)
