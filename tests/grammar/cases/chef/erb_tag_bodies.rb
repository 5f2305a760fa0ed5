@port
node['app']['name']
@hosts.each do |h|
end
if @enabled
end
"#{@user}:#{@group}"
