chef_license "accept-no-persist"
chef_server_url "https://c"
event_loggers [:win_evt]
file_cache_path "/var/chef/cache"
file_staging_uses_destdir "true"
formatters [:doc]
http_proxy "http://p:3128"
https_proxy "http://p:3129"
ftp_proxy "ftp://p"
log_level :info
named_run_list "deploy"
no_proxy "a.dmz,b.dmz"
pid_file "/run/chef/client.pid"
policy_group "prod"
policy_name "web"
rubygems_url ["https://a/", "https://b/"]
ssl_verify_mode :verify_peer
minimal_ohai true
policy_persist_run_list true

  log_location STDOUT
  
data_collector.server_url "https://automate.dmz"


data_collector.token "TOKEN"

  # Do not crash if a start handler is missing / not installed yet
  begin
      start_handlers << Start1.new()
    rescue NameError => e
    Chef::Log.error e
  end
  # Do not crash if a report handler is missing / not installed yet
  begin
      report_handlers << R1.new('a','b')
      report_handlers << R2.new(1)
    rescue NameError => e
    Chef::Log.error e
  end
  # Do not crash if an exception handler is missing / not installed yet
  begin
      exception_handlers << E1.new()
    rescue NameError => e
    Chef::Log.error e
  end
