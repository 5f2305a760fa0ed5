node_name "n"
chef_license "accept"
chef_server_url "https://localhost/organizations/test"
file_backup_path "/var/lib/chef"
rubygems_url "https://rubygems.org/"
minimal_ohai false
policy_persist_run_list false
ohai.disabled_plugins [:Sessions, :Interrupts]
ohai.optional_plugins [:Passwd, :Lspci, :Sysctl]

  log_location "/var/log/chef/client.log"
  

begin
  require 'aws-sdk'
rescue LoadError
  Chef::Log.warn "Failed to load aws-sdk."
end
