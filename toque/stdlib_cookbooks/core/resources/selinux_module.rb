# selinux_module: an SELinux policy module: its .te source written, compiled with the policy
# devel Makefile and installed with semodule; or removed (Chef's selinux_module, 18.0+).
unified_mode true
provides :selinux_module
description 'An SELinux policy module, compiled and installed'
introduced '18.0'

property :module_name, String, name_property: true
property :source, String
property :content, String
property :cookbook, String, desired_state: false
property :base_dir, String, default: '/etc/selinux/local'

default_action :create
allowed_actions :create, :delete, :install, :remove

action_class do
  def module_file(ext)
    ::File.join(new_resource.base_dir, "#{new_resource.module_name}#{".#{ext}" if ext}")
  end

  def installed?
    shell_out!('semodule --list-modules').stdout.split("\n").map { |line| line.split(/\s/).first }
                                         .include?(new_resource.module_name)
  end
end

action :create do
  dir, pp = new_resource.base_dir, module_file('pp')
  directory dir
  # declared before the source file: a unified-mode resource runs (and notifies) at once
  execute "Install SELinux module '#{pp}'" do
    command "semodule --install '#{pp}'"
    action :nothing
  end
  execute "Compiling SELinux modules at '#{dir}'" do
    cwd dir
    command "make -C #{dir} -f /usr/share/selinux/devel/Makefile"
    timeout 120
    user 'root'
    action :nothing
    notifies :run, "execute[Install SELinux module '#{pp}']", :immediately
  end
  res = new_resource
  compile = "execute[Compiling SELinux modules at '#{dir}']"
  if new_resource.property_is_set?(:content)
    file module_file('te') do
      content res.content
      mode '0600'
      owner 'root'
      group 'root'
      notifies :run, compile, :immediately
    end
  else
    cookbook_file module_file('te') do
      cookbook res.cookbook if res.cookbook
      source res.source
      mode '0600'
      owner 'root'
      group 'root'
      notifies :run, compile, :immediately
    end
  end
  raise "Compilation must have failed, no 'pp' file found at: '#{pp}'" unless ::File.exist?(pp)
end

action :delete do
  %w(fc if pp te).each do |ext|
    path = module_file(ext)
    next unless ::File.exist?(path)

    file path do
      action :delete
    end
  end
end

action :install do
  pp = module_file('pp')
  raise "Module must be compiled before it can be installed, no 'pp' file found at: '#{pp}'" unless ::File.exist?(pp)

  converge_by("Install SELinux module #{pp}") { shell_out!('semodule', '--install', pp) } unless installed?
end

action :remove do
  if installed?
    converge_by("Remove SELinux module #{new_resource.module_name}") do
      shell_out!('semodule', '--remove', new_resource.module_name)
    end
  end
end
