provides :cplatform_thing, os: 'windows'
provides :cplatform_windows_only, platform_family: 'windows'
action :run do
  log 'thing for windows'
end
