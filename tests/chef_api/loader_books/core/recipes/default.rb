puts 'core 0.0.1 from the cookbook path'
