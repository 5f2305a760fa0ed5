default['a']['b'] = 1
default['app']['packages'] = %w(curl git)
override['app']['port'] = 8080
node.default['x'] ||= {}
node.override['y']['z'] = node['a']['b'] + 1
normal_attr = node['platform_family'] == 'debian' ? 'apt' : 'yum'
