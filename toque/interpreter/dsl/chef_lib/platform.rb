# Chef::Platform (chef/platform/query_helpers.rb and service_helpers.rb): what cookbooks ask
# of the host through it — Windows and PowerShell capabilities, and which init systems'
# service tools and a service's configuration files the host has.
class Chef
  class Platform
    class << self
      def windows?
        !!(RUBY_PLATFORM =~ /mswin|mingw|windows/)
      end

      def windows_nano_server?
        false # a Windows edition: never on this host
      end

      def supports_msi?
        windows?
      end

      def supports_powershell_execution_bypass?(node)
        powershell_version(node).to_i >= 3
      end

      def supports_dsc?(node)
        powershell_version(node).to_i >= 4
      end

      def supports_dsc_invoke_resource?(node)
        supports_dsc?(node) && Gem::Version.new(powershell_version(node)) >= Gem::Version.new("5.0.10018.0")
      end

      def supports_refresh_mode_enabled?(node)
        Gem::Version.new(powershell_version(node).to_s) >= Gem::Version.new("5.0.10586.0")
      end

      def dsc_refresh_mode_disabled?(node)
        raise Chef::Exceptions::Win32APIFunctionNotImplemented, "dsc_refresh_mode_disabled? needs Windows PowerShell (Get-DscLocalConfigurationManager)"
      end

      private

      # node['languages']['powershell']['version'], as ohai reports it on Windows; nil here
      def powershell_version(node)
        languages = node[:languages]
        powershell = languages && languages[:powershell]
        powershell && powershell[:version]
      end
    end

    # chef/platform/service_helpers.rb over chef-utils' Service helpers: which init
    # systems' tools the host has, and the kinds of scripts it has for a service.
    module ServiceHelpers
      UNIT_FOLDERS = %w{/etc /usr/lib /lib /run}.freeze

      def service_resource_providers
        providers = []
        providers << :debian if ::File.exist?("/usr/sbin/update-rc.d")
        providers << :invokercd if ::File.exist?("/usr/sbin/invoke-rc.d")
        providers << :upstart if ::File.exist?("/sbin/initctl")
        providers << :insserv if ::File.exist?("/sbin/insserv")
        providers << :systemd if systemd_is_init?
        providers << :redhat if ::File.exist?("/sbin/chkconfig")
        providers
      end

      def config_for_service(service_name)
        %i{initd upstart xinetd systemd etc_rcd}.select { |type| service_script_exist?(type, service_name) }
      end

      # chef-utils' service_script_exist?: an init.d script counts for systemd too
      def service_script_exist?(type, script)
        case type
        when :initd then ::File.exist?("/etc/init.d/#{script}")
        when :upstart then ::File.exist?("/etc/init/#{script}.conf")
        when :xinetd then ::File.exist?("/etc/xinetd.d/#{script}")
        when :etc_rcd then ::File.exist?("/etc/rc.d/#{script}")
        when :systemd
          ::File.exist?("/etc/init.d/#{script}") || has_systemd_service_unit?(script) || has_systemd_unit?(script)
        else
          raise ArgumentError, "type of service must be one of :initd, :upstart, :xinetd, :etc_rcd, or :systemd"
        end
      end

      private

      # pid 1 is systemd (chef-utils' systemd?)
      def systemd_is_init?
        ::File.exist?("/proc/1/comm") && ::File.read("/proc/1/comm").chomp == "systemd"
      end

      # a template unit (name@instance) is found as name@.service
      def has_systemd_service_unit?(name)
        UNIT_FOLDERS.any? { |dir| ::File.exist?("#{dir}/systemd/system/#{name.gsub(/@.*$/, '@')}.service") }
      end

      def has_systemd_unit?(name)
        UNIT_FOLDERS.any? { |dir| ::File.exist?("#{dir}/systemd/system/#{name}") }
      end

      extend self
    end
  end
end
