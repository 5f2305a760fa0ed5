# selinux_install: the SELinux packages of the platform installed, upgraded or removed
# (Chef's selinux_install, 18.0+).
unified_mode true
provides :selinux_install
description 'The SELinux packages of this platform'
introduced '18.0'

property :packages, [String, Array], default: lazy {
  case node['platform_family']
  when 'rhel', 'fedora', 'amazon'
    %w(make policycoreutils selinux-policy selinux-policy-targeted selinux-policy-devel libselinux-utils setools-console)
  when 'debian'
    base = %w(make policycoreutils)
    base << 'selinux' if node['platform'] == 'ubuntu' && node['platform_version'].to_f == 18.04
    base + %w(selinux-basics selinux-policy-default selinux-policy-dev auditd setools)
  end
}

default_action :install
allowed_actions :install, :upgrade, :remove

action_class do
  def selinux_packages(package_action)
    if new_resource.packages.nil?
      raise "The platform #{node['platform']} is not currently supported by the `selinux_install` resource. " \
            'Please file an issue at https://github.com/chef/chef/issues with details on the platform this cookbook is running on.'
    end
    names = new_resource.packages
    package 'selinux' do
      package_name names
      action package_action
    end
  end
end

action :install do
  selinux_packages(:install)
  directory '/etc/selinux' do
    owner 'root'
    group 'root'
    mode '0755'
  end
end

action :upgrade do
  selinux_packages(:upgrade)
end

action :remove do
  selinux_packages(:remove)
end
