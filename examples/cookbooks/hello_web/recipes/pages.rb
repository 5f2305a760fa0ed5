directory site_root

node['hello_web']['pages'].each do |name, title|
  file page_path(name) do
    content "<h1>#{title}</h1>\n"
    mode '0644'
    notifies :run, 'execute[index pages]', :delayed
  end
end

execute 'index pages' do
  command "ls #{site_root} > #{site_root}/INDEX"
  action :nothing
end
