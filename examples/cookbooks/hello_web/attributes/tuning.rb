# attribute files after default.rb, alphabetically; a higher level wins over default
override['hello_web']['port'] = 8081 if node['hello_web']['port'] == 8080
