# chef_client_config: the client's client.rb (and the folders it names), from common options
# plus any additional_config (Chef's chef_client_config, 16.6+). Handlers are given as
# { 'class' => 'MyHandler', 'arguments' => [...] } and written guarded against a NameError.
unified_mode true
provides :chef_client_config
description "Manage the client's client.rb configuration file"
introduced '16.6'

to_symbol = lambda do |value|
  value.is_a?(String) && value.start_with?(':') ? value[1..].to_sym : value.to_sym
end

property :config_directory, String, default: '/etc/chef'
property :user, String
property :group, String
property :node_name, [String, NilClass], default: lazy { node.name }
property :chef_server_url, String, required: true
property :ssl_verify_mode, [Symbol, String], equal_to: %i(verify_none verify_peer),
                                             coerce: proc { |x| to_symbol.call(x) }
property :formatters, Array, default: []
property :event_loggers, Array, default: []
property :log_level, Symbol, equal_to: %i(auto trace debug info warn fatal)
property :log_location, [String, Symbol],
         callbacks: { "accepts Symbol values of ':win_evt' for Windows Event Log or ':syslog' for Syslog" =>
                        ->(p) { p.is_a?(Symbol) ? %i(win_evt syslog).include?(p) : true } }
property :http_proxy, String
property :https_proxy, String
property :ftp_proxy, String
property :no_proxy, [String, Array], coerce: proc { |x| x.is_a?(Array) ? x.join(',') : x }, default: []
property :ohai_disabled_plugins, Array, coerce: proc { |x| x.map { |v| to_symbol.call(v).capitalize } },
                                        default: []
property :ohai_optional_plugins, Array, coerce: proc { |x| x.map { |v| to_symbol.call(v).capitalize } },
                                        default: []
property :policy_persist_run_list, [true, false], default: false
property :minimal_ohai, [true, false], default: false
property :start_handlers, Array, default: []
property :report_handlers, Array, default: []
property :rubygems_url, [String, Array]
property :exception_handlers, Array, default: []
property :chef_license, String, equal_to: %w(accept accept-no-persist accept-silent)
property :policy_name, String
property :policy_group, String
property :named_run_list, String
property :pid_file, String
property :file_cache_path, String
property :file_backup_path, String
property :file_staging_uses_destdir, String
property :additional_config, String
property :data_collector_server_url, String
property :data_collector_token, String

default_action :create
allowed_actions :create, :remove

action :create do
  log_dir = new_resource.log_location
  log_dir = ::File.dirname(log_dir) if log_dir.is_a?(String) && !%w(STDOUT STDERR).include?(log_dir) && !log_dir.empty?
  [
    new_resource.config_directory,
    (log_dir if log_dir.is_a?(String) && log_dir != new_resource.log_location),
    new_resource.file_backup_path,
    new_resource.file_cache_path,
    ::File.join(new_resource.config_directory, 'client.d'),
    (::File.dirname(new_resource.pid_file) unless new_resource.pid_file.nil?),
  ].compact.each do |dir_path|
    directory dir_path do
      user new_resource.user unless new_resource.user.nil?
      group new_resource.group unless new_resource.group.nil?
      mode dir_path == log_dir ? '0755' : '0750'
      recursive true
    end
  end

  template ::File.join(new_resource.config_directory, 'client.rb') do
    source 'client.erb'
    user new_resource.user unless new_resource.user.nil?
    group new_resource.group unless new_resource.group.nil?
    variables(
      chef_license: new_resource.chef_license,
      chef_server_url: new_resource.chef_server_url,
      event_loggers: new_resource.event_loggers,
      exception_handlers: format_handler(new_resource.exception_handlers),
      file_backup_path: new_resource.file_backup_path,
      file_cache_path: new_resource.file_cache_path,
      file_staging_uses_destdir: new_resource.file_staging_uses_destdir,
      formatters: new_resource.formatters,
      http_proxy: new_resource.http_proxy,
      https_proxy: new_resource.https_proxy,
      ftp_proxy: new_resource.ftp_proxy,
      log_level: new_resource.log_level,
      log_location: new_resource.log_location,
      minimal_ohai: new_resource.minimal_ohai,
      named_run_list: new_resource.named_run_list,
      no_proxy: new_resource.no_proxy,
      node_name: new_resource.node_name,
      ohai_disabled_plugins: new_resource.ohai_disabled_plugins,
      ohai_optional_plugins: new_resource.ohai_optional_plugins,
      pid_file: new_resource.pid_file,
      policy_group: new_resource.policy_group,
      policy_name: new_resource.policy_name,
      report_handlers: format_handler(new_resource.report_handlers),
      rubygems_url: new_resource.rubygems_url,
      ssl_verify_mode: new_resource.ssl_verify_mode,
      start_handlers: format_handler(new_resource.start_handlers),
      additional_config: new_resource.additional_config,
      policy_persist_run_list: new_resource.policy_persist_run_list,
      data_collector_server_url: new_resource.data_collector_server_url,
      data_collector_token: new_resource.data_collector_token
    )
    mode '0640'
  end
end

action :remove do
  file ::File.join(new_resource.config_directory, 'client.rb') do
    action :delete
  end
end

action_class do
  def format_handler(handlers)
    handlers.map { |h| "#{h['class']}.new(#{h['arguments'].join(',')})" }
  end
end
