name 'saver'
version '1.0.0'
chef_version '>= 18'
