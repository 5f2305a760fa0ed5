name 'frontend'
description 'A public web server: the web role on port 8080'
run_list 'role[web]', 'recipe[hello_web]'
override_attributes 'webserver' => { 'port' => 8080 }
