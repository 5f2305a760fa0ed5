directory node['base']['root'] do
  mode '0755'
end

file "#{node['base']['root']}/motd" do
  content "#{node['base']['motd']} on #{node['hostname']}\n"
  mode '0644'
end
