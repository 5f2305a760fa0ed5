# build_essential: the compilers and tools to build software, as each platform packages them
# (Chef's build_essential, 14.0+); Xcode's command line tools on macOS.

unified_mode true
provides :build_essential
description 'The packages needed to compile software on this platform'
introduced '14.0'

property :name, String, default: ''
property :raise_if_unsupported, [true, false], default: false, desired_state: false

action_class do
  def install_xcode_cli_tools(label)
    bash 'install Xcode Command Line Tools' do
      code <<-EOH
        touch /tmp/.com.apple.dt.CommandLineTools.installondemand.in-progress
        softwareupdate -i "#{label}" --verbose
        rm -f /tmp/.com.apple.dt.CommandLineTools.installondemand.in-progress
      EOH
    end
  end

  def xcode_cli_installed?
    !shell_out('xcode-select', '-p').error?
  end

  def xcode_cli_package_label
    updates = shell_out('softwareupdate', '--list')
    updates.error!
    updates.stdout[/^\s*\* (?:Label: )?(Command Line Tools.*)/, 1]
  end

  def each_package(*names)
    names.each { |name| package name }
  end
end

action :install do
  if debian?
    package %w(autoconf binutils-doc bison build-essential flex gettext ncurses-dev)
  elsif fedora_derived?
    package %w(autoconf bison flex gcc gcc-c++ gettext make m4 ncurses-devel patch)
    package 'kernel-devel' do
      ignore_failure true
    end
  elsif freebsd?
    each_package('devel/gmake', 'devel/autoconf', 'devel/m4', 'devel/gettext')
  elsif macos?
    install_xcode_cli_tools(xcode_cli_package_label) unless xcode_cli_installed?
  elsif platform?('omnios')
    each_package('developer/gcc48', 'developer/object-file', 'developer/linker',
                 'developer/library/lint', 'developer/build/gnu-make', 'system/header',
                 'system/library/math/header-math')
    ENV['PATH'] = "#{ENV['PATH']}:/opt/gcc-4.7.2/bin"
  elsif platform_family?('solaris2')
    each_package('autoconf', 'automake', 'bison', 'gnu-coreutils', 'flex', 'gcc', 'gnu-grep',
                 'gnu-make', 'gnu-patch', 'gnu-tar', 'make', 'pkg-config', 'ucb')
  elsif platform?('smartos')
    each_package('autoconf', 'binutils', 'build-essential', 'gcc47', 'gmake', 'pkg-config')
  elsif suse?
    package %w(autoconf bison flex gcc gcc-c++ kernel-default-devel make m4)
  else
    msg = "        The build_essential resource does not currently support the " \
          "'#{node['platform_family']}'\n        platform family. Skipping...\n"
    raise msg if new_resource.raise_if_unsupported

    Chef::Log.warn(msg)
  end
end

action :upgrade do
  if macos?
    label = xcode_cli_package_label
    install_xcode_cli_tools(label) if !xcode_cli_installed? || label
  else
    Chef::Log.info('The build_essential resource :upgrade action is only supported on macOS systems. Skipping...')
  end
end
