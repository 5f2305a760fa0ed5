# selinux_permissive: a domain (context) made permissive with semanage (Chef's
# selinux_permissive, 18.0+).
unified_mode true
provides :selinux_permissive
description 'An SELinux permissive domain'
introduced '18.0'

property :context, String, name_property: true

default_action :add
allowed_actions :add, :delete

action_class do
  def permissive?
    shell_out!('semanage permissive -ln').stdout.split("\n").include?(new_resource.context)
  end
end

action :add do
  unless permissive?
    converge_by("adding permissive context #{new_resource.context}") do
      shell_out!("semanage permissive -a '#{new_resource.context}'")
    end
  end
end

action :delete do
  if permissive?
    converge_by("deleting permissive context #{new_resource.context}") do
      shell_out!("semanage permissive -d '#{new_resource.context}'")
    end
  end
end
