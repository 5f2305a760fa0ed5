# selinux_login: a Linux login mapped to an SELinux user and MLS range (semanage login), as
# Chef's selinux_login (18.0+).
unified_mode true
provides :selinux_login
description 'A Linux login mapped to an SELinux user'
introduced '18.0'

property :login, String, name_property: true
property :user, String
property :range, String

use '_partial/_selinux_semanage'

load_current_value do |desired|
  found = shell_out!('semanage login -l').stdout.split("\n")
                                           .grep(/^#{Regexp.escape(desired.login)}\s+/).first
  current_value_does_not_exist! unless found
  m = found.match(/^(?<login>[^\s]+)\s+(?<user>[^\s]+)\s+(?<range>[^\s]+)/)
  desired.user ||= m[:user] # what is not asked for stays as it is
  desired.range ||= m[:range]
  user m[:user]
  range m[:range]
end

action_class do
  def semanage_kind
    'login'
  end

  def record_name
    new_resource.login
  end

  def semanage_args
    args = ''
    args += " -s #{new_resource.user}" if new_resource.user
    args += " -r #{new_resource.range}" if new_resource.range
    args
  end

  def missing_for_add
    'The user property must be populated to create a new SELinux login' if new_resource.user.to_s.empty?
  end
end
