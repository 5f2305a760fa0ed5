# swap_file: a swap file made (fallocate, or dd where that cannot work), formatted, turned on
# and optionally kept in /etc/fstab; or turned off and removed (Chef's swap_file, 14.0+).
unified_mode true
provides :swap_file
description 'A swap file: created, enabled and optionally persisted in /etc/fstab'
introduced '14.0'

property :path, String, name_property: true
property :size, Integer
property :persist, [true, false], default: false
property :timeout, Integer, default: 600, desired_state: false
property :swappiness, Integer

default_action :create
allowed_actions :create, :remove

action_class do
  MIB = 1_048_576

  def path
    new_resource.path
  end

  def swap_on?
    shell_out('swapon --summary').stdout.match?(/^#{Regexp.escape(path)}[\s\t\n\f]+/)
  end

  def dd_command
    "dd if=/dev/zero of=#{path} bs=#{MIB} count=#{new_resource.size}"
  end

  # fallocate is quick but makes holes swapon refuses on other file systems and in containers
  def make_command
    fallocate = shell_out('which fallocate').stdout.chomp
    fs = shell_out("df -PT #{::File.dirname(path)} | awk 'NR==2 {print $2}'").stdout
    if %w(xfs ext4).any? { |ok| fs.include?(ok) } && !fallocate.empty? && ::File.exist?(fallocate) && !docker?
      "fallocate -l #{MIB * new_resource.size} #{path}"
    else
      dd_command
    end
  end

  def make_swap(command)
    converge_by("create empty swapfile at #{path}") { shell_out!(command, timeout: new_resource.timeout) }
    converge_by("set permissions on #{path} to 600") { shell_out!("chmod 600 #{path}") }
    converge_by("make #{path} swappable") { shell_out!("mkswap -f #{path}") }
    converge_by("enable swap for #{path}") { shell_out!("swapon #{path}") }
    keep_in_fstab if new_resource.persist
  end

  def keep_in_fstab
    fstab = '/etc/fstab'
    line = "#{path} swap swap defaults 0 0"
    lines = ::File.readlines(fstab)
    return if lines.any? { |l| l.strip == line }

    # (Chef writes this outside converge_by; here why-run leaves /etc/fstab alone)
    converge_by("add #{path} to #{fstab}") do
      ::File.write(fstab, (lines + ["#{line}\n"]).join)
    end
  end
end

action :create do
  unless swap_on?
    begin
      make_swap(make_command)
    rescue Mixlib::ShellOut::ShellCommandFailed => e
      Chef::Log.warn("#{new_resource} Rescuing failed swapfile creation for #{path}")
      Chef::Log.debug("#{new_resource} Exception when creating swapfile #{path}: #{e}")
      make_swap(dd_command)
    end
  end
  if new_resource.swappiness
    swappiness = new_resource.swappiness
    sysctl 'vm.swappiness' do
      value swappiness
    end
  end
end

action :remove do
  converge_by("turn off swap for #{path}") { shell_out!("swapoff #{path}") } if swap_on?
  converge_by("remove swap file #{path}") { ::FileUtils.rm(path) } if ::File.exist?(path)
end
