admins = data_bag('admins').map { |id| data_bag_item('admins', id) }

template ::File.join(conf_dir, 'admins') do
  source 'admins.erb'
  variables(admins: admins.sort_by { |a| a['id'] })
  mode '0600'
end
