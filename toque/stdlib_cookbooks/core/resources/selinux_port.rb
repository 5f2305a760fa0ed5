# selinux_port: a network port's SELinux type (semanage port), as Chef's selinux_port (18.0+).
unified_mode true
provides :selinux_port
description "A network port's SELinux context"
introduced '18.0'

property :port, [Integer, String], name_property: true, regex: /^\d+$/
property :protocol, String, equal_to: %w(tcp udp), required: %i(manage add modify)
property :secontext, String, required: %i(manage add modify)

default_action :manage
allowed_actions :manage, :addormodify, :add, :modify, :delete

action_class do
  def selinux_disabled?
    shell_out!('getenforce').stdout.strip.downcase == 'disabled'
  end

  # the port's types, reserved ranges left out
  def port_types
    shell_out!("seinfo --portcon=#{new_resource.port} | grep 'portcon #{new_resource.protocol}' | " \
               "awk -F: '$(NF-1) !~ /reserved_port_t$/ && $(NF-3) !~ /[0-9]*-[0-9]*/ {print $(NF-1)}'").stdout.split
  end

  def where
    "#{new_resource.port}/#{new_resource.protocol}"
  end
end

action :manage do
  action_add
  action_modify
end

action :addormodify do
  Chef::Log.warn('The :addormodify action for selinux_port is deprecated and will be removed in a future release. Use the :manage action instead.')
  action_manage
end

action :add do
  if selinux_disabled?
    Chef::Log.warn("Unable to add SELinux port #{new_resource.name} as SELinux is disabled")
  elsif port_types.empty?
    converge_by("Adding context #{new_resource.secontext} to port #{where}") do
      shell_out!("semanage port -a -t '#{new_resource.secontext}' -p #{new_resource.protocol} #{new_resource.port}")
    end
  end
end

action :modify do
  if selinux_disabled?
    Chef::Log.warn("Unable to modify SELinux port #{new_resource.name} as SELinux is disabled")
  else
    types = port_types
    if !types.empty? && !types.include?(new_resource.secontext)
      converge_by("Modifying context #{new_resource.secontext} to port #{where}") do
        shell_out!("semanage port -m -t '#{new_resource.secontext}' -p #{new_resource.protocol} #{new_resource.port}")
      end
    end
  end
end

action :delete do
  if selinux_disabled?
    Chef::Log.warn("Unable to delete SELinux port #{new_resource.name} as SELinux is disabled")
  elsif !port_types.empty?
    converge_by("Deleting context from port #{where}") do
      shell_out!("semanage port -d -p #{new_resource.protocol} #{new_resource.port}")
    end
  end
end
