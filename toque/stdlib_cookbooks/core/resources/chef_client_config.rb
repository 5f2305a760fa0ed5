# chef_client_config: the client's client.rb in its configuration folder, and the folders
# its settings name (Chef's chef_client_config, 16.6+).

unified_mode true
provides :chef_client_config
description 'A client.rb file in the client configuration folder'
introduced '16.6'

# Chef's string_to_symbol, as a closure: coercions here do not run on the resource
to_symbol = lambda do |value|
  value.is_a?(String) && value.start_with?(':') ? value[1..].to_sym : value.to_sym
end
plugin_names = ->(names) { names.map { |v| to_symbol.call(v).capitalize } }

property :config_directory, String, default: '/etc/chef'
property :user, String
property :group, String
property :node_name, [String, NilClass], default: lazy { node.name } # nil: the server decides
property :chef_server_url, String, required: true
property :ssl_verify_mode, [Symbol, String], equal_to: %i(verify_none verify_peer),
         coerce: proc { |x| to_symbol.call(x) }
property :formatters, Array, default: []
property :event_loggers, Array, default: []
property :log_level, Symbol, equal_to: %i(auto trace debug info warn fatal)
property :log_location, [String, Symbol],
         callbacks: {
           "accepts Symbol values of ':win_evt' for Windows Event Log or ':syslog' for Syslog" =>
             ->(p) { p.is_a?(Symbol) ? %i(win_evt syslog).include?(p) : true },
         }
property :http_proxy, String
property :https_proxy, String
property :ftp_proxy, String
property :no_proxy, [String, Array], default: [], coerce: proc { |x| x.is_a?(Array) ? x.join(',') : x }
property :ohai_disabled_plugins, Array, default: [], coerce: proc { |x| plugin_names.call(x) }
property :ohai_optional_plugins, Array, default: [], coerce: proc { |x| plugin_names.call(x) }
property :policy_persist_run_list, [true, false], default: false
property :minimal_ohai, [true, false], default: false
property :start_handlers, Array, default: []
property :report_handlers, Array, default: []
property :exception_handlers, Array, default: []
property :rubygems_url, [String, Array]
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

# the plain settings of client.rb, in the order Chef writes them
SETTINGS = %i(node_name chef_license chef_server_url event_loggers file_backup_path file_cache_path
              file_staging_uses_destdir formatters http_proxy https_proxy ftp_proxy log_level
              named_run_list no_proxy pid_file policy_group policy_name rubygems_url
              ssl_verify_mode).freeze

default_action :create
allowed_actions :create, :remove

action_class do
  def blank?(value)
    value.nil? || (value.respond_to?(:empty?) && value.empty?)
  end

  # "Class.new(arg1,arg2)", as Chef formats each handler hash
  def format_handlers(handlers)
    handlers.map { |h| "#{h['class']}.new(#{h['arguments'].join(',')})" }
  end

  def log_file_folder
    location = new_resource.log_location
    return unless location.is_a?(String) && !location.empty? && !%w(STDOUT STDERR).include?(location)

    ::File.dirname(location)
  end

  def folders
    [new_resource.config_directory, log_file_folder, new_resource.file_backup_path,
     new_resource.file_cache_path, ::File.join(new_resource.config_directory, 'client.d'),
     (::File.dirname(new_resource.pid_file) if new_resource.pid_file)].compact
  end

  # STDOUT and STDERR are written bare (they are IO objects in client.rb), the rest inspected
  def log_location_text
    location = new_resource.log_location
    return if location.nil?

    location.is_a?(String) && %w(STDOUT STDERR).include?(location) ? location : location.inspect
  end

  def handlers
    [['start_handlers', 'a start handler', new_resource.start_handlers],
     ['report_handlers', 'a report handler', new_resource.report_handlers],
     ['exception_handlers', 'an exception handler', new_resource.exception_handlers]]
      .reject { |_, _, list| list.empty? }
      .map { |setting, what, list| [setting, what, format_handlers(list)] }
  end

  def settings
    SETTINGS.map { |key| [key, new_resource.send(key)] }.reject { |_, value| blank?(value) }
  end

  def ohai_settings
    { 'ohai.disabled_plugins' => new_resource.ohai_disabled_plugins,
      'ohai.optional_plugins' => new_resource.ohai_optional_plugins }.reject { |_, v| v.empty? }
  end
end

action :create do
  log_folder = log_file_folder
  folders.each do |folder|
    directory folder do
      user new_resource.user unless new_resource.user.nil?
      group new_resource.group unless new_resource.group.nil?
      mode folder == log_folder ? '0755' : '0750'
      recursive true
    end
  end

  template ::File.join(new_resource.config_directory, 'client.rb') do
    source 'client.rb.erb'
    user new_resource.user unless new_resource.user.nil?
    group new_resource.group unless new_resource.group.nil?
    mode '0640'
    variables(
      settings: settings,
      ohai_settings: ohai_settings,
      minimal_ohai: new_resource.minimal_ohai,
      policy_persist_run_list: new_resource.policy_persist_run_list,
      log_location: log_location_text,
      data_collector_server_url: (new_resource.data_collector_server_url unless blank?(new_resource.data_collector_server_url)),
      data_collector_token: (new_resource.data_collector_token unless blank?(new_resource.data_collector_token)),
      handlers: handlers,
      additional_config: new_resource.additional_config
    )
  end
end

action :remove do
  file ::File.join(new_resource.config_directory, 'client.rb') do
    action :delete
  end
end
