p Chef::Log.level, Chef::Log.warn?, Chef::Log.info?, Chef::Log.debug?, Chef::Log.error?, Chef::Log.fatal?, Chef::Log.trace?
Chef::Log.level = :debug
p Chef::Log.level, Chef::Log.debug?, Chef::Log.trace?
Chef::Log.level = 'error'
p Chef::Log.level, Chef::Log.warn?
begin
  Chef::Log.level = :loud
rescue ArgumentError => e
  puts e.message
end
p Chef::Config[:local_mode], Chef::Config.local_mode, [true, false].include?(Chef::Config[:why_run])
p Chef::Config[:node_name], Chef::Config['ssl_verify_mode'], Chef::Config[:http_proxy], Chef::Config[:no_proxy]
p Chef::Config[:chef_repo_path] == ::File.dirname(Chef::Config[:cookbook_path].first)
p Chef::Config[:node_path].end_with?('/nodes'), Chef::Config[:data_bag_path].end_with?('/data_bags')
p Chef::Config[:file_cache_path].end_with?('.chef/local-mode-cache/cache')
p Chef::Config[:file_backup_path].end_with?('.chef/local-mode-cache/backup')
p Chef::Config[:chef_server_url], Chef::Config[:file_atomic_update], Chef::Config[:umask]
p Chef::Config[:user_valid_regex].first.class, Chef::Config[:knife], Chef::Config[:data_collector][:mode]
p Chef::Config.key?(:cookbook_path), Chef::Config.fetch(:nothing_here, 'fallback')
Chef::Config[:my_setting] = 'mine'
p Chef::Config.my_setting, ChefConfig::Config[:my_setting]
