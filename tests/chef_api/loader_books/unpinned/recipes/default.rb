notify_group 'x'; puts 'bundled core in use'
