# timezone: the system time zone, through timedatectl on systemd hosts and /etc/sysconfig/clock
# plus the /etc/localtime link on older RHEL-family ones (Chef's timezone, 14.6+).
unified_mode true
provides :timezone
description 'The system time zone'
introduced '14.6'

property :timezone, String, name_property: true
# toque: Chef's fixed paths, so tests can move them
property :timedatectl, String, default: '/usr/bin/timedatectl', desired_state: false
property :clock_file, String, default: '/etc/sysconfig/clock', desired_state: false

default_action :set
allowed_actions :set

load_current_value do |desired|
  if systemd?
    status = shell_out([desired.timedatectl, 'status'])
    raise 'There was an error running the timedatectl command' if status.error?

    timezone status.stdout[/Time zone: (.*) \(.*/, 1]
  elsif %w(rhel amazon).include?(node['platform_family'])
    clock = desired.clock_file
    timezone(::File.read(clock)[/ZONE="(.*)"/, 1]) if ::File.exist?(clock)
  end
end

action :set do
  converge_if_changed(:timezone) do
    zone = new_resource.timezone
    if systemd?
      package suse? ? 'timezone' : 'tzdata'
      shell_out!([new_resource.timedatectl, '--no-ask-password', 'set-timezone', zone])
    elsif %w(rhel amazon).include?(node['platform_family'])
      package 'tzdata'
      file new_resource.clock_file do
        owner 'root'
        group 'root'
        mode '0644'
        content "ZONE=\"#{zone}\"\nUTC=\"true\"\n"
      end
      execute 'tzdata-update' do
        command '/usr/sbin/tzdata-update'
        action :nothing
        only_if { ::File.executable?('/usr/sbin/tzdata-update') }
        subscribes :run, "file[#{new_resource.clock_file}]", :immediately
      end
      link '/etc/localtime' do
        to "/usr/share/zoneinfo/#{zone}"
        not_if { ::File.executable?('/usr/sbin/tzdata-update') }
      end
    end
  end
end
