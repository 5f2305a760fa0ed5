name 'old'
version '2.0.0'
chef_version '>= 12', '< 14'
chef_version '~> 15.0'
