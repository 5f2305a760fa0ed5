# selinux_boolean: an SELinux boolean set with setsebool, persistently by default (Chef's
# selinux_boolean, 18.0+). Without SELinux tools, getsebool/getenforce fail as in Chef.
unified_mode true
provides :selinux_boolean
description 'An SELinux boolean'
introduced '18.0'

property :boolean, String, name_property: true
property :value, [Integer, String, true, false], required: true, equal_to: %w(on off),
         coerce: proc { |v|
           if ['on', 'true', '1', true, 1].include?(v) then 'on'
           elsif ['off', 'false', '0', false, 0].include?(v) then 'off'
           else raise ArgumentError, "selinux_bool: Invalid selinux boolean value #{v}"
           end
         }
property :persistent, [true, false], default: true, desired_state: false

default_action :set
allowed_actions :set

load_current_value do |desired|
  value shell_out!('getsebool', desired.boolean).stdout.split('-->').map(&:strip).last
end

action :set do
  if shell_out!('getenforce').stdout.strip.downcase == 'disabled'
    Chef::Log.warn("Unable to set SELinux boolean #{new_resource.name} as SELinux is disabled")
  else
    converge_if_changed do
      shell_out!("setsebool#{' -P' if new_resource.persistent} #{new_resource.boolean} #{new_resource.value}")
    end
  end
end
