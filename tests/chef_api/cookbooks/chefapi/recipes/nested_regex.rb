# regex: [Chef::Config[:group_valid_regex]] is flattened, as Chef's Array(regex).flatten
chefapi_agent 'good' do
  group node['chefapi_group'] || 'staff'
end
puts 'accepted'
