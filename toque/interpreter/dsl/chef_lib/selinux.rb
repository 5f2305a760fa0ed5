# Chef::Util::Selinux (chef/util/selinux.rb), the mixin Chef's file providers and cookbooks
# (redisio, mariadb) include: whether SELinux is on, asked of the host's `selinuxenabled`
# once per run (a host without SELinux's tools has it off), and restorecon of a path.
class Chef
  class Util
    module Selinux
      include Chef::Mixin::ShellOut
      include Chef::Mixin::Which

      # asked once per run, as Chef keeps the answers in class variables
      @@selinux_enabled = nil
      @@restorecon_path = nil
      @@selinuxenabled_path = nil

      def selinux_enabled?
        @@selinux_enabled = check_selinux_enabled? if @@selinux_enabled.nil?
        @@selinux_enabled
      end

      def restore_security_context(file_path, recursive = false)
        unless restorecon_path
          Chef::Log.warn "Can not find 'restorecon' on the system. Skipping selinux security context restore."
          return
        end
        flags = ["-R"]
        flags << "-r" if recursive
        flags << file_path
        Chef::Log.trace("Restoring selinux security content with #{restorecon_path}")
        shell_out!(restorecon_path, *flags)
      end

      private

      def restorecon_path
        @@restorecon_path = which("restorecon") if @@restorecon_path.nil?
        @@restorecon_path || nil
      end

      def selinuxenabled_path
        @@selinuxenabled_path = which("selinuxenabled") if @@selinuxenabled_path.nil?
        @@selinuxenabled_path || nil
      end

      # selinuxenabled exits 0 when SELinux is on, 1 when off
      def check_selinux_enabled?
        return false unless selinuxenabled_path

        status = shell_out!(selinuxenabled_path, returns: [0, 1]).exitstatus
        case status
        when 0 then true
        when 1 then false
        else raise RuntimeError, "Unknown exit code from command #{selinuxenabled_path}: #{status}"
        end
      end
    end
  end
end
