default['chefapi']['list'] = %w(a b)
default['chefapi']['nested']['key'] = 'value'
override['chefapi']['nested']['other'] = 1
