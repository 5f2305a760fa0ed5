# Chef::Util::Selinux and Chef::Platform, asked of this host; each answer is compared
# with what the host's own files and tools say, so the golden holds on any Linux host.
class SelinuxUser
  include Chef::Util::Selinux
end
tool = which('selinuxenabled')
expected = tool ? system(tool) : false
p SelinuxUser.new.selinux_enabled? == expected, [true, false].include?(SelinuxUser.new.selinux_enabled?)
p SelinuxUser.private_instance_methods.include?(:check_selinux_enabled?)

p Chef::Platform.windows?, Chef::Platform.windows_nano_server?, Chef::Platform.supports_msi?
p Chef::Platform.supports_dsc?(node), Chef::Platform.supports_powershell_execution_bypass?(node)
p Chef::Platform.supports_dsc?({ languages: { powershell: { version: '5.1.17763' } } })
p Chef::Platform.supports_dsc_invoke_resource?({ languages: { powershell: { version: '5.1.17763' } } })
p Chef::Platform.supports_dsc_invoke_resource?({ languages: { powershell: { version: '4.0' } } })
begin
  Chef::Platform.dsc_refresh_mode_disabled?(node)
rescue Chef::Exceptions::Win32APIFunctionNotImplemented => e
  p e.class
end

sh = Chef::Platform::ServiceHelpers
providers = sh.service_resource_providers
p providers.all? { |x| %i{debian invokercd upstart insserv systemd redhat}.include?(x) }
p providers.include?(:systemd) == (File.exist?('/proc/1/comm') && File.read('/proc/1/comm').strip == 'systemd')
p providers.include?(:debian) == File.exist?('/usr/sbin/update-rc.d')
p sh.config_for_service('no-such-service-here'), sh.config_for_service('cron').include?(:initd) == File.exist?('/etc/init.d/cron')
