default['saver']['level'] = 'default'
override['saver']['level'] = 'override'
