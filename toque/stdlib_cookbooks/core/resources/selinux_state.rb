# selinux_state: SELinux enforcing, permissive or disabled — now with setenforce and at boot in
# its config file; a change to or from disabled needs a reboot, requested when asked (Chef's
# selinux_state, 18.0+). Without SELinux tools, getenforce fails as in Chef.
unified_mode true
provides :selinux_state
description 'The SELinux state: enforcing, permissive or disabled'
introduced '18.0'

property :config_file, String, default: '/etc/selinux/config'
property :persistent, [true, false], default: true
property :policy, String, equal_to: %w(default minimum mls src strict targeted), default: lazy {
  { 'rhel' => 'targeted', 'fedora' => 'targeted', 'amazon' => 'targeted', 'debian' => 'default' }[node['platform_family']]
}
property :automatic_reboot, [true, false, Symbol], default: false
# toque: Debian's grub defaults, read to see if selinux-activate already ran (tests move it)
property :grub_file, String, default: '/etc/default/grub', desired_state: false

default_action :nothing
allowed_actions :enforcing, :permissive, :disabled

action_class do
  def current_state
    @current_state ||= begin
      state = shell_out!('getenforce').stdout.strip.downcase.to_sym
      raise "Got unknown SELinux state #{state}" unless %i(disabled enforcing permissive).include?(state)

      state
    end
  end

  def reboot_needed?(wanted)
    (current_state == :disabled && %i(enforcing permissive).include?(wanted)) ||
      (current_state != :disabled && wanted == :disabled)
  end

  def activate_needed?
    platform_family?('debian') && !::File.read(new_resource.grub_file).match?('security=selinux')
  end

  def config_file(wanted)
    if current_state == :disabled && wanted == :enforcing
      Chef::Log.warn('It is advised to set the configuration first to permissive to relabel the filesystem prior to enforcing.')
    end
    unless new_resource.automatic_reboot
      Chef::Log.warn('Changes from disabled require a reboot.') if current_state == :disabled && wanted != :disabled
      Chef::Log.warn('Disabling selinux requires a reboot.') if current_state != :disabled && wanted == :disabled
    end
    policy = new_resource.policy
    template "#{wanted} selinux config" do
      path new_resource.config_file
      source platform_family?('debian') ? 'selinux_debian.erb' : 'selinux_default.erb'
      cookbook 'core'
      variables(selinux: wanted.to_s, selinuxtype: policy)
    end
  end

  def reboot_for(wanted)
    unless new_resource.automatic_reboot
      Chef::Log.warn("SELinux state change to #{wanted} requires a manual reboot as SELinux is currently #{current_state} and automatic reboots are disabled.")
      return
    end
    how = new_resource.automatic_reboot.is_a?(Symbol) ? new_resource.automatic_reboot : :reboot_now
    from = current_state
    reboot 'selinux_state_change' do
      delay_mins 1
      reason "SELinux state change to #{wanted} from #{from}"
      action how
    end
  end

  def change_state(wanted)
    flag = wanted == :enforcing ? 1 : 0
    unless current_state == :disabled || current_state == wanted
      execute "selinux-setenforce-#{wanted}" do
        command "/usr/sbin/setenforce #{flag}"
      end
    end
    if activate_needed?
      execute 'debian-selinux-activate' do
        command '/usr/sbin/selinux-activate'
      end
    end
    config_file(wanted) if new_resource.persistent
    reboot_for(wanted) if reboot_needed?(wanted)
  end
end

action :enforcing do
  change_state(:enforcing)
end

action :permissive do
  change_state(:permissive)
end

action :disabled do
  raise 'A non-persistent change to the disabled SELinux status is not possible.' unless new_resource.persistent

  config_file(:disabled)
  reboot_for(:disabled) if reboot_needed?(:disabled)
end
