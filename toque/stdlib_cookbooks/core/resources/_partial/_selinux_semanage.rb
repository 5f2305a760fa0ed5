# What selinux_login and selinux_user share: each is one `semanage KIND` record, added,
# modified and deleted with -a/-m/-d, left alone (with a warning) while SELinux is disabled.
# The resource's action_class names its record: semanage_kind ('login', 'user'), record_name,
# semanage_args (the -s/-L/-r/-R options) and missing_for_add (a message, or nil).

default_action :manage
allowed_actions :manage, :add, :modify, :delete

action_class do
  def selinux_disabled?
    shell_out!('getenforce').stdout.strip.downcase == 'disabled'
  end

  def semanage(flag)
    shell_out!("semanage #{semanage_kind} #{flag}#{semanage_args} #{record_name}")
  end

  def warn_disabled(verb)
    Chef::Log.warn("Unable to #{verb} SELinux #{semanage_kind} #{record_name} as SELinux is disabled")
  end
end

action :manage do
  action_add
  action_modify
end

action :add do
  missing = missing_for_add
  raise missing if missing

  if selinux_disabled?
    warn_disabled('add')
  elsif current_resource.nil?
    converge_if_changed { semanage('-a') }
  end
end

action :modify do
  if selinux_disabled?
    warn_disabled('modify')
  elsif current_resource
    converge_if_changed { semanage('-m') }
  end
end

action :delete do
  if selinux_disabled?
    warn_disabled('delete')
  elsif current_resource
    converge_by("deleting SELinux #{semanage_kind} #{record_name}") do
      shell_out!("semanage #{semanage_kind} -d #{record_name}")
    end
  end
end
