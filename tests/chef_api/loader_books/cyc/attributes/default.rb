default['a'] = 1
include_attribute 'cyc::b'
