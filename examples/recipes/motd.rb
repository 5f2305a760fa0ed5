# A message of the day, kept up to date from node attributes.
motd_dir = node['motd']['dir'] || '/etc'

directory motd_dir do
  mode '0755'
  recursive true
end

file ::File.join(motd_dir, 'motd') do
  content <<~MOTD
    Welcome to #{node['hostname']}!
    Managed by toque; local changes will be overwritten.
  MOTD
  mode '0644'
  owner 'root'
  notifies :run, 'execute[refresh-motd]', :delayed
  not_if { ::File.exist?('/etc/motd.keep') }
end

execute 'refresh-motd' do
  command 'run-parts /etc/update-motd.d'
  action :nothing
  only_if 'test -d /etc/update-motd.d', cwd: '/'
end
