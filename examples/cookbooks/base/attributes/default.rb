default['base']['root'] = ENV.fetch('TOQUE_EXAMPLE_ROOT', '/tmp/toque-example')
default['base']['motd'] = 'Managed by toque'
