cplatform_thing 'x'
cplatform_linux_only 'y'
