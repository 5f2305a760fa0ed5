name 'mycookbook'
maintainer 'Someone'
license 'Apache-2.0'
description 'Installs things'
version '1.2.3'
chef_version '>= 16.0'
depends 'x', '>= 1.0'
depends 'y'
supports 'ubuntu', '>= 20.04'
%w(debian centos).each do |os|
  supports os
end
issues_url 'https://example.com/issues'
