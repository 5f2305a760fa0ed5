# the host's own family is the most specific match, whatever the order of the files
provides :cplatform_thing, platform_family: node['platform_family']
action :run do
  log "thing for #{node['platform_family']}"
end
