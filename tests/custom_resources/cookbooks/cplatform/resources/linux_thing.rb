provides :cplatform_thing, os: 'linux'
provides :cplatform_linux_only, os: 'linux'
action :run do
  log 'thing for linux'
end
