# chef_client_systemd_timer: a systemd service and timer that run the client periodically
# (Chef's chef_client_systemd_timer, 16.0+). The client is toque's (`toque client`) unless
# chef_binary_path names another.
unified_mode true
provides :chef_client_systemd_timer
description 'A systemd timer that runs the client periodically'
introduced '16.0'

property :job_name, String, default: 'chef-client'
property :description, String, default: 'Chef Infra Client periodic execution'
property :user, String, default: 'root'
property :delay_after_boot, String, default: '1min'
property :interval, String, default: '30min'
property :splay, String, default: '5min'
property :accept_chef_license, [true, false], default: false
property :run_on_battery, [true, false], default: true
property :config_directory, String, default: '/etc/chef'
# toque: the client is `toque client` when toque is on PATH (Chef's own path otherwise)
property :chef_binary_path, String,
         default: lazy { which('toque') ? "#{which('toque')} client" : '/opt/chef/bin/chef-client' }
property :daemon_options, Array, default: []
property :environment, Hash, default: {}
property :cpu_quota, [Integer, String], coerce: proc { |x| Integer(x) },
         callbacks: { 'should be a positive Integer' => proc { |v| v > 0 } }
property :service_umask, [Integer, String]

default_action :add
allowed_actions :add, :remove

action_class do
  def toque_client?
    new_resource.chef_binary_path.split.last == 'client' && new_resource.chef_binary_path.include?('toque')
  end

  def client_command
    parts = [new_resource.chef_binary_path, *new_resource.daemon_options]
    # toque's client needs no licence acceptance (and refuses the flag)
    parts << '--chef-license accept' if new_resource.accept_chef_license && !toque_client?
    parts << "-c #{::File.join(new_resource.config_directory, 'client.rb')}"
    parts.join(' ')
  end

  def timer_unit
    {
      'Unit' => { 'Description' => new_resource.description },
      'Timer' => {
        'OnBootSec' => new_resource.delay_after_boot,
        'OnUnitActiveSec' => new_resource.interval,
        'RandomizedDelaySec' => new_resource.splay,
      },
      'Install' => { 'WantedBy' => 'timers.target' },
    }
  end

  def service_unit
    service = {
      'Type' => 'oneshot',
      'ExecStart' => client_command,
      # the client's exit codes that are not failures: reboot requested/scheduled and the like
      'SuccessExitStatus' => [3, 213, 35, 37, 41],
    }
    service['UMask'] = new_resource.service_umask if new_resource.service_umask
    service['CPUQuota'] = "#{new_resource.cpu_quota}%" if new_resource.cpu_quota
    unless new_resource.environment.empty?
      service['Environment'] = new_resource.environment.map { |k, v| "\"#{k}=#{v}\"" }
    end
    unit = { 'Description' => new_resource.description, 'After' => 'network.target auditd.service' }
    # a [Unit] condition: Chef writes it under [Service], where systemd ignores it (and
    # systemd-analyze verify, systemd_unit's default check, refuses the file)
    unit['ConditionACPower'] = 'true' unless new_resource.run_on_battery
    {
      'Unit' => unit,
      'Service' => service,
      'Install' => { 'WantedBy' => 'multi-user.target' },
    }
  end
end

action :add do
  systemd_unit "#{new_resource.job_name}.service" do
    content service_unit
    action :create
  end

  systemd_unit "#{new_resource.job_name}.timer" do
    content timer_unit
    action [:create, :enable, :start]
  end
end

action :remove do
  systemd_unit "#{new_resource.job_name}.service" do
    action :delete
  end

  systemd_unit "#{new_resource.job_name}.timer" do
    action :delete
  end
end
