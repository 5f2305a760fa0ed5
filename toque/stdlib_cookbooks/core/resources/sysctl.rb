# sysctl: a kernel parameter, kept in CONF_DIR/99-chef-KEY.conf and loaded with `sysctl -p`
# (Chef's sysctl, 14.0+). The current value is the kernel's, and only while the file agrees.
require 'shellwords'

unified_mode true
provides :sysctl
provides :sysctl_param
description 'A kernel parameter: written to a sysctl.d file and loaded with sysctl -p'
introduced '14.0'

property :key, String, name_property: true
property :ignore_error, [true, false], default: false, desired_state: false
property :value, [Array, String, Integer, Float],
         coerce: proc { |v| v.is_a?(Array) ? v.join(' ') : v.to_s },
         required: [:apply]
property :comment, [Array, String], default: [], desired_state: false
property :conf_dir, String, default: '/etc/sysctl.d'

default_action :apply
allowed_actions :apply, :remove

def conf_file
  ::File.join(conf_dir, "99-chef-#{key.tr('/', '.')}.conf")
end

load_current_value do |desired|
  conf_dir desired.conf_dir
  file = desired.conf_file
  current_value_does_not_exist! unless ::File.exist?(file)
  saved = ::File.read(file)[/^\s*#{Regexp.escape(desired.key)}\s*=\s*(.*?)\s*$/, 1]
  live = shell_out("sysctl -n -e #{desired.key.shellescape} 2>/dev/null")
  current_value_does_not_exist! if saved.nil? || live.error?
  live = live.stdout.tr("\t", ' ').strip # multi-value parameters come tab-separated
  # a kernel value that differs from the file's means the file still needs loading
  current_value_does_not_exist! unless live == saved
  value live
end

action_class do
  def sysctl_text
    lines = Array(new_resource.comment).map { |c| "# #{c.strip}" }
    lines << "#{new_resource.key} = #{new_resource.value}"
    lines.join("\n") + "\n"
  end

  def load_command(file)
    "sysctl #{'-e ' if new_resource.ignore_error}-p #{file.shellescape}"
  end
end

action :apply do
  converge_if_changed do
    directory new_resource.conf_dir
    file new_resource.conf_file do
      content sysctl_text
    end
    execute 'Load sysctl values' do
      command load_command(new_resource.conf_file)
    end
  end
end

action :remove do
  if ::File.exist?(new_resource.conf_file)
    converge_by "removing sysctl config at #{new_resource.conf_file}" do
      file new_resource.conf_file do
        action :delete
      end
      execute 'Load sysctl values' do
        command 'sysctl -p'
      end
    end
  end
end
