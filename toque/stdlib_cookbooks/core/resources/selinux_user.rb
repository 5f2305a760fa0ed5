# selinux_user: an SELinux user with its roles, level and range (semanage user), as Chef's
# selinux_user (18.0+).
unified_mode true
provides :selinux_user
description 'An SELinux user'
introduced '18.0'

property :user, String, name_property: true
property :level, String
property :range, String
property :roles, Array, coerce: proc { |r| Array(r).sort }

use '_partial/_selinux_semanage'

load_current_value do |desired|
  found = shell_out!('semanage user -l').stdout.split("\n")
                                          .grep(/^#{Regexp.escape(desired.user)}\s+/).first
  current_value_does_not_exist! unless found
  m = found.match(/^(?<user>[^\s]+)\s+(?<prefix>[^\s]+)\s+(?<level>[^\s]+)\s+(?<range>[^\s]+)\s+(?<roles>.*)$/)
  desired.level ||= m[:level] # what is not asked for stays as it is
  desired.range ||= m[:range]
  desired.roles ||= m[:roles].to_s.split.sort
  level m[:level]
  range m[:range]
  roles m[:roles].to_s.split.sort
end

action_class do
  def semanage_kind
    'user'
  end

  def record_name
    new_resource.user
  end

  def semanage_args
    args = ''
    args += " -L #{new_resource.level}" if new_resource.level
    args += " -r #{new_resource.range}" if new_resource.range
    args += " -R '#{new_resource.roles.join(' ')}'" unless new_resource.roles.to_a.empty?
    args
  end

  def missing_for_add
    'The roles property must be populated to create a new SELinux user' if new_resource.roles.to_a.empty?
  end
end
