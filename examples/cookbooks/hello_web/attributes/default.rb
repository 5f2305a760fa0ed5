default['hello_web']['port'] = 8080
default['hello_web']['pages'] = { 'index' => 'Welcome', 'about' => 'About us' }
