# kernel_module: load or unload a module now with modprobe, and keep it loaded, options set,
# blacklisted or disabled across reboots with modules-load.d / modprobe.d files; the initramfs
# is rebuilt once at the end of the run when those change (Chef's kernel_module, 14.3+).
unified_mode true
provides :kernel_module
description 'A kernel module: loaded now and at boot, unloaded, blacklisted or disabled'
introduced '14.3'

property :modname, String, name_property: true
property :options, Array
property :load_dir, String, default: '/etc/modules-load.d'
property :unload_dir, String, default: '/etc/modprobe.d'
# toque: where loaded modules are listed (Chef reads /proc/modules), so tests can move it
property :modules_file, String, default: '/proc/modules', desired_state: false

default_action :install
allowed_actions :install, :uninstall, :blacklist, :disable, :enable, :load, :unload

action_class do
  # one `execute[update initramfs]` in the whole run, notified (delayed) by every change
  def initramfs
    command = platform_family?('debian') ? 'update-initramfs -u' : 'dracut -f'
    with_run_context :root do
      find_resource(:execute, 'update initramfs') do
        command command
        action :nothing
      end
    end
  end

  def conf(prefix)
    "#{new_resource.unload_dir}/#{prefix}_#{new_resource.modname}.conf"
  end

  def loaded?
    /^#{new_resource.modname}/.match?(::File.read(new_resource.modules_file))
  end

  def conf_file(path, text, rebuild: true)
    file path do
      if text
        content text
      else
        action :delete
      end
      notifies :run, 'execute[update initramfs]', :delayed if rebuild
    end
  end
end

action :install do
  initramfs
  action_enable
  conf_file(conf('options'), "options #{new_resource.modname} #{new_resource.options.join(' ')}\n", rebuild: false) if new_resource.options
  action_load
  directory new_resource.load_dir do
    recursive true
  end
  conf_file("#{new_resource.load_dir}/#{new_resource.modname}.conf", "#{new_resource.modname}\n")
end

action :uninstall do
  initramfs
  conf_file("#{new_resource.load_dir}/#{new_resource.modname}.conf", nil)
  conf_file(conf('blacklist'), nil)
  conf_file(conf('options'), nil, rebuild: false)
  action_unload
end

action :blacklist do
  initramfs
  conf_file(conf('blacklist'), "blacklist #{new_resource.modname}")
  action_unload
end

action :disable do
  initramfs
  conf_file(conf('disable'), "install #{new_resource.modname} /bin/false")
  action_unload
end

action :enable do
  initramfs
  conf_file(conf('disable'), nil)
end

action :load do
  unless loaded?
    converge_by("load kernel module #{new_resource.modname}") do
      shell_out!("modprobe #{new_resource.modname}")
    end
  end
end

action :unload do
  if loaded?
    converge_by("unload kernel module #{new_resource.modname}") do
      shell_out!("modprobe -r #{new_resource.modname}")
    end
  end
end
