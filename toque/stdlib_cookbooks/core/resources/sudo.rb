# sudo: one sudoers.d file granting users/groups commands, checked with visudo before it is
# put in place (Chef's sudo, 14.0+; needs sudo 1.7.2+ for #includedir).
unified_mode true
provides :sudo
description 'A sudoers.d file for users or groups, validated with visudo when it is installed'
introduced '14.0'

property :filename, String, name_property: true, coerce: proc { |name| name.gsub(/[.~]/, '__') }
property :users, [String, Array], default: [],
         coerce: proc { |users| users.is_a?(Array) ? users : users.split(/\s*,\s*/) }
property :groups, [String, Array], default: [],
         coerce: proc { |groups|
           (groups.is_a?(Array) ? groups : groups.split(/\s*,\s*/)).map { |g| g.start_with?('%') ? g : "%#{g}" }
         }
property :commands, Array, default: ['ALL']
property :host, String, default: 'ALL'
property :runas, String, default: 'ALL'
property :nopasswd, [true, false], default: false
property :noexec, [true, false], default: false
property :template, String
property :variables, [Hash, nil], default: nil
property :defaults, Array, default: []
property :command_aliases, Array, default: []
property :setenv, [true, false], default: false
property :env_keep_add, Array, default: []
property :env_keep_subtract, Array, default: []
property :visudo_path, String # the sudo cookbook's; refused below with the way out
property :visudo_binary, String, default: '/usr/sbin/visudo'
property :config_prefix, String, default: lazy {
  { 'smartos' => '/opt/local/etc', 'mac_os_x' => '/private/etc', 'freebsd' => '/usr/local/etc' }
    .fetch(node['platform_family'], '/etc')
}

alias_method :user, :users
alias_method :group, :groups

default_action :create
allowed_actions :create, :delete, :install, :remove

action_class do
  def sudoers_d
    "#{new_resource.config_prefix}/sudoers.d/"
  end

  def check_properties!
    if new_resource.visudo_path
      raise "The 'visudo_path' property from the sudo cookbook has been replaced with the 'visudo_binary' " \
            'property. The path is now more intelligently determined and for most users specifying the path ' \
            'should no longer be necessary. If this resource still cannot determine the path to visudo then ' \
            "provide the absolute path to the binary with the 'visudo_binary' property."
    end
    nothing = new_resource.users.empty? && new_resource.groups.empty? && new_resource.template.nil? &&
              new_resource.env_keep_add.empty? && new_resource.env_keep_subtract.empty?
    raise 'You must specify users, groups, env_keep_add, env_keep_subtract, or template properties!' if nothing

    who = !new_resource.users.empty? || !new_resource.groups.empty?
    return unless who && new_resource.template

    raise 'You cannot specify users or groups properties and also specify a template. To use your own ' \
          'template pass in all template variables using the variables property.'
  end

  def warn_without_includedir
    main = "#{new_resource.config_prefix}/sudoers"
    return unless ::File.readlines(main).grep(/includedir/).empty?

    Chef::Log.warn("#{new_resource.filename} will be rendered, but will not take effect because the " \
                   "#{main} config lacks the includedir directive that loads configs from #{sudoers_d}!")
  end

  def visudo?
    return true if ::File.exist?(new_resource.visudo_binary)

    Chef::Log.warn("The visudo binary cannot be found at '#{new_resource.visudo_binary}'. Skipping sudoer " \
                   'file validation. If visudo is on this system you can specify the path using the ' \
                   "'visudo_binary' property.")
    false
  end

  # the new file checked alone and with the main sudoers file, whether or not it exists yet
  def visudo_check(path)
    main, visudo = "#{new_resource.config_prefix}/sudoers", new_resource.visudo_binary
    if ::File.exist?(path)
      "cat #{main} | #{visudo} -cf - && #{visudo} -cf %{path}"
    else
      "cat #{main} %{path} | #{visudo} -cf -"
    end
  end

  def sudoer_variables
    { sudoer: (new_resource.groups + new_resource.users).join(','), host: new_resource.host,
      runas: new_resource.runas, nopasswd: new_resource.nopasswd, noexec: new_resource.noexec,
      commands: new_resource.commands, command_aliases: new_resource.command_aliases,
      defaults: new_resource.defaults, setenv: new_resource.setenv,
      env_keep_add: new_resource.env_keep_add, env_keep_subtract: new_resource.env_keep_subtract }
  end
end

action :create do
  check_properties!
  package('sudo') { not_if 'which sudo' } if docker?
  directory sudoers_d
  warn_without_includedir
  path = "#{sudoers_d}#{new_resource.filename}"
  check = visudo? ? visudo_check(path) : nil
  own = new_resource.template
  vars = own ? new_resource.variables : sudoer_variables
  template path do
    if own
      source own
    else
      source 'sudoer.erb'
      cookbook 'core'
    end
    mode '0440'
    variables vars
    verify check if check
  end
end

action :install do
  Chef::Log.warn('The sudo :install action has been renamed :create. Please update your cookbook code for the new action')
  action_create
end

action :remove do
  Chef::Log.warn('The sudo :remove action has been renamed :delete. Please update your cookbook code for the new action')
  action_delete
end

action :delete do
  file "#{sudoers_d}#{new_resource.filename}" do
    action :delete
  end
end
