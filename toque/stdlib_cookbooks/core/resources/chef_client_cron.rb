# chef_client_cron: a cron.d job that runs the client on a schedule, each node sleeping its own
# splay first (Chef's chef_client_cron, 16.0+). The client is toque's (`toque client`) unless
# chef_binary_path names another.
require 'digest'

unified_mode true
provides :chef_client_cron
description 'A cron job that runs the client periodically'
introduced '16.0'

use '_partial/_cron_schedule'

property :job_name, String, default: 'chef-client'
property :minute, default: '0,30' # the rest of the schedule as cron_d's
property :splay, [Integer, String], default: 300, coerce: proc { |x| Integer(x) },
         callbacks: { 'should be a positive number' => proc { |v| v >= 0 } }
property :accept_chef_license, [true, false], default: false
property :config_directory, String, default: '/etc/chef'
property :log_directory, String, default: '/var/log/chef'
property :log_file_name, String, default: 'client.log'
property :append_log_file, [true, false], default: true
# toque: the client is `toque client` when toque is on PATH (Chef's own path otherwise)
property :chef_binary_path, String,
         default: lazy { which('toque') ? "#{which('toque')} client" : '/opt/chef/bin/chef-client' }
property :daemon_options, Array, default: []
property :nice, [Integer, String], coerce: proc { |x| Integer(x) },
         callbacks: { 'should be an Integer between -20 and 19' => proc { |v| v.between?(-20, 19) } }

default_action :add
allowed_actions :add, :remove

action_class do
  # a sleep of its own for each node, the same every run (seeded by its name or shard_seed)
  def splay_seconds
    return 0 if new_resource.splay.zero?

    seed = node['shard_seed'] || Digest::MD5.hexdigest(node.name).hex
    Random.new(seed.to_i).rand(new_resource.splay)
  end

  def toque_client?
    new_resource.chef_binary_path.split.last == 'client' && new_resource.chef_binary_path.include?('toque')
  end

  def client_command
    log_file = ::File.join(new_resource.log_directory, new_resource.log_file_name)
    parts = ["/bin/sleep #{splay_seconds};"]
    parts << "#{which('nice') || '/usr/bin/nice'} -n #{new_resource.nice}" if new_resource.nice
    parts << new_resource.chef_binary_path
    parts.concat(new_resource.daemon_options)
    parts << "-c #{::File.join(new_resource.config_directory, 'client.rb')}"
    # toque's client needs no licence acceptance (and refuses the flag)
    parts << '--chef-license accept' if new_resource.accept_chef_license && !toque_client?
    parts << "#{new_resource.append_log_file ? '>>' : '>'} #{log_file} 2>&1"
    command = parts.join(' ')
    command += ' || echo "Chef Infra Client execution failed"' if new_resource.mailto
    command
  end
end

action :add do
  unless ::Dir.exist?(new_resource.log_directory)
    directory new_resource.log_directory do
      owner new_resource.user
      mode '0750'
      recursive true
    end
  end

  cron_d new_resource.job_name do
    minute new_resource.minute
    hour new_resource.hour
    day new_resource.day
    weekday new_resource.weekday
    month new_resource.month
    environment new_resource.environment
    mailto new_resource.mailto if new_resource.mailto
    user new_resource.user
    comment new_resource.comment if new_resource.comment
    command client_command
  end
end

action :remove do
  cron_d new_resource.job_name do
    action :delete
  end
end
