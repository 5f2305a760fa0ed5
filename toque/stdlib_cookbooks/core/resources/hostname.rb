# hostname: the running hostname, its boot-time file and the /etc/hosts line (Chef's hostname,
# 14.0+). Run at compile time by default, so later resources see the new name.
unified_mode true
provides :hostname
description 'The node hostname: set live, in its boot-time file and in /etc/hosts'
introduced '14.0'

property :hostname, String, name_property: true
property :fqdn, String
property :ipaddress, String, default: lazy { node['ipaddress'] }
property :aliases, [Array, nil], default: nil
property :compile_time, [true, false], default: true, desired_state: false
property :windows_reboot, [true, false], default: true
property :domain_user, String
property :domain_password, String, sensitive: true
# toque: where the files and hostnamectl are (Chef's fixed paths), so tests can move them
property :hosts_file, String, default: '/etc/hosts', desired_state: false
property :hostname_file, String, default: '/etc/hostname', desired_state: false
property :hostnamectl, String, default: '/usr/bin/hostnamectl', desired_state: false

default_action :set
allowed_actions :set

action_class do
  # `path` keeps its lines but those matching `pattern`, plus `line` at the end (when missing)
  def replace_lines(path, pattern, line, reload: false)
    kept = ::File.read(path).split("\n").reject { |l| l =~ pattern }
    file path do
      content (kept + [line]).join("\n") + "\n"
      owner 'root'
      group node['root_group']
      mode '0644'
      atomic_update false if docker?
      not_if { ::File.read(path).split("\n").include?(line) }
      # in the block: a unified-mode resource runs as soon as it is declared
      notifies :reload, 'ohai[reload hostname]' if reload
    end
  end

  def hosts_line
    name = new_resource.hostname
    parts = [new_resource.ipaddress]
    parts << new_resource.fqdn unless new_resource.fqdn.to_s.empty?
    parts << name
    parts += new_resource.aliases if new_resource.aliases && !new_resource.aliases.empty?
    parts << name[/[^.]*/]
    parts.join(' ')
  end

  def boot_file(path, text)
    file path do
      atomic_update false if docker?
      content text
      owner 'root'
      group node['root_group']
      mode '0644'
    end
  end
end

action :set do
  name = new_resource.hostname
  raise "Do not know how to set hostname on os #{node['os']}" unless linux?

  ohai 'reload hostname' do
    plugin 'hostname'
    action :nothing
  end
  execute "set hostname to #{name}" do
    command "/bin/hostname #{name}"
    not_if { shell_out!('hostname').stdout.chomp == name }
    notifies :reload, 'ohai[reload hostname]'
  end
  unless new_resource.ipaddress.nil?
    ip = new_resource.ipaddress
    replace_lines(new_resource.hosts_file, /^#{ip}\s+|\s+#{name}\s+/, hosts_line, reload: true)
  end
  if ::File.exist?(new_resource.hostnamectl) && !docker?
    ctl = new_resource.hostnamectl
    execute "#{ctl} set-hostname #{name}" do
      notifies :reload, 'ohai[reload hostname]'
      not_if { shell_out!("#{ctl} status", returns: [0, 1]).stdout =~ /Static hostname:\s*#{name}\s*$/ }
    end
  elsif ::File.exist?(new_resource.hostname_file)
    boot_file(new_resource.hostname_file, "#{name}\n")
  elsif ::File.file?('/etc/sysconfig/network')
    replace_lines('/etc/sysconfig/network', /^HOSTNAME\s*=/, "HOSTNAME=#{name}")
  elsif ::File.exist?('/etc/HOSTNAME')
    boot_file('/etc/HOSTNAME', "#{name}\n")
  elsif ::File.exist?('/etc/conf.d/hostname')
    boot_file('/etc/conf.d/hostname', "hostname=\"#{name}\"\n")
  else
    replace_lines('/etc/sysctl.conf', /^\s+kernel\.hostname\s+=/, "kernel.hostname=#{name}")
  end
end
