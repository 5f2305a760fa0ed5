# selinux_login: a Linux login mapped to an SELinux user and MLS range (semanage login), as
# Chef's selinux_login (18.0+).
unified_mode true
provides :selinux_login
description 'A Linux login mapped to an SELinux user'
introduced '18.0'

property :login, String, name_property: true
property :user, String
property :range, String

default_action :manage
allowed_actions :manage, :add, :modify, :delete

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
  def selinux_disabled?
    shell_out!('getenforce').stdout.strip.downcase == 'disabled'
  end

  def login_args
    args = ''
    args += " -s #{new_resource.user}" if new_resource.user
    args += " -r #{new_resource.range}" if new_resource.range
    args
  end
end

action :manage do
  action_add
  action_modify
end

action :add do
  raise 'The user property must be populated to create a new SELinux login' if new_resource.user.to_s.empty?

  if selinux_disabled?
    Chef::Log.warn("Unable to add SELinux login #{new_resource.login} as SELinux is disabled")
  elsif current_resource.nil?
    converge_if_changed { shell_out!("semanage login -a#{login_args} #{new_resource.login}") }
  end
end

action :modify do
  if selinux_disabled?
    Chef::Log.warn("Unable to modify SELinux login #{new_resource.login} as SELinux is disabled")
  elsif current_resource
    converge_if_changed { shell_out!("semanage login -m#{login_args} #{new_resource.login}") }
  end
end

action :delete do
  if selinux_disabled?
    Chef::Log.warn("Unable to delete SELinux login #{new_resource.login} as SELinux is disabled")
  elsif current_resource
    converge_by("deleting SELinux login #{new_resource.login}") { shell_out!("semanage login -d #{new_resource.login}") }
  end
end
