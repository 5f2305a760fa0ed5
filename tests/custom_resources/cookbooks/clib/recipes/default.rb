clib_note '@OUT@/note.txt' do
  text 'noted'
  notifies :write, 'log[after note]', :immediately
end
log 'after note' do
  action :nothing
end
clib_legacy '@OUT@/legacy.txt'
clib_file '@OUT@/banner.txt'
direct = Chef::Resource::File.new('@OUT@/direct.txt', run_context)
direct.content 'direct'
direct.run_action(:create)
log "shouted #{direct.shouted_path} #{direct.is_a?(Chef::Resource::File)}"
service 'clib-not-real' do
  provider Chef::Provider::Service::Systemd
  action :nothing
end
made = Chef::Resource::Template.new('@OUT@/t.txt', run_context)
made.cookbook_name = 'clib'
made.source 't.erb'
made.variables(who: 'a library')
made.run_action(:create)
