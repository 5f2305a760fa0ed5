include_recipe 'core'
