# selinux_fcontext: the SELinux type of the files a path regex matches (semanage fcontext),
# with the matching files relabelled by restorecon (Chef's selinux_fcontext, 18.0+).
require 'shellwords'

unified_mode true
provides :selinux_fcontext
description 'The SELinux file context of a path specification'
introduced '18.0'

property :file_spec, String, name_property: true
property :secontext, String, required: %i(add modify manage)
property :file_type, String, default: 'a', equal_to: %w(a f d c b s l p)

default_action :manage
allowed_actions :manage, :addormodify, :add, :modify, :delete

action_class do
  FILE_KINDS = { 'a' => 'all files', 'f' => 'regular file', 'd' => 'directory', 'c' => 'character device',
                 'b' => 'block device', 's' => 'socket', 'l' => 'symbolic link', 'p' => 'named pipe' }.freeze

  def selinux_disabled?
    shell_out!('getenforce').stdout.strip.downcase == 'disabled'
  end

  # the type semanage has for this spec and file kind, or nil
  def current_type
    kind = FILE_KINDS[new_resource.file_type]
    line = shell_out!('semanage fcontext -l').stdout.split("\n")
                                              .grep(/^#{Regexp.escape(new_resource.file_spec)}\s+#{kind}/).first
    line && line.match(/.+ (?<user>.+):(?<role>.+):(?<type>.+):(?<level>.+)$/)[:type]
  end

  # restorecon on what the spec matches, from the longest plain-path prefix of the regex
  def relabel
    spec = new_resource.file_spec
    plain = Regexp.escape(spec)
    root = if spec == plain
             spec
           else
             at = spec.size.times { |i| break i if spec[i] != plain[i] }
             ::File.dirname(spec[0...at])
           end
    root = '/' unless root.start_with?('/')
    return unless ::File.exist?(root)

    shell_out!("find #{root.shellescape} -ignore_readdir_race -regextype posix-egrep -regex #{spec.shellescape} " \
               '-prune -print0 | xargs -0 restorecon -iRv')
  end

  def semanage(flag, with_type)
    type = with_type ? " -t #{new_resource.secontext}" : ''
    shell_out!("semanage fcontext #{flag} -f #{new_resource.file_type}#{type} '#{new_resource.file_spec}'")
    relabel
  end
end

action :manage do
  action_add
  action_modify
end

action :addormodify do
  Chef::Log.warn('The :addormodify action for selinux_fcontext is deprecated and will be removed in a future release. Use the :manage action instead.')
  action_manage
end

action :add do
  if selinux_disabled?
    Chef::Log.warn("Unable to add SELinux fcontext #{new_resource.name} as SELinux is disabled")
  elsif current_type.nil?
    converge_by("adding label #{new_resource.secontext} to #{new_resource.file_spec}") { semanage('-a', true) }
  end
end

action :modify do
  if selinux_disabled?
    Chef::Log.warn("Unable to modify SELinux fcontext #{new_resource.name} as SELinux is disabled")
  else
    type = current_type
    if type && type != new_resource.secontext
      converge_by("modifying label #{new_resource.secontext} to #{new_resource.file_spec}") { semanage('-m', true) }
    end
  end
end

action :delete do
  if selinux_disabled?
    Chef::Log.warn("Unable to delete SELinux fcontext #{new_resource.name} as SELinux is disabled")
  elsif current_type
    converge_by("deleting label for #{new_resource.file_spec}") { semanage('-d', false) }
  end
end
