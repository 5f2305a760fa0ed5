# ssh_known_hosts_entry: a host's key in an ssh_known_hosts file, given or fetched with
# ssh-keyscan. Every entry of a file goes into one root-level template written at the end of
# the run (or at once by :flush), as Chef's ssh_known_hosts_entry (14.3+) does.
unified_mode true
provides :ssh_known_hosts_entry
description 'A host key in an ssh_known_hosts file, given or found with ssh-keyscan'
introduced '14.3'

property :host, String, name_property: true
property :key, String
property :key_type, String, default: 'rsa'
property :port, Integer, default: 22
property :timeout, Integer, default: 30, desired_state: false
property :mode, String, default: '0644'
property :owner, [String, Integer], default: 'root'
property :group, [String, Integer], default: lazy { node['root_group'] }
property :hash_entries, [true, false], default: false
property :file_location, String, default: '/etc/ssh/ssh_known_hosts'

default_action :create
allowed_actions :create, :flush

action_class do
  KEY_TYPES = { 'rsa' => 'ssh-rsa', 'dsa' => 'ssh-dss', 'ecdsa' => 'ecdsa-sha2-nistp256',
                'ed25519' => 'ssh-ed25519' }.freeze

  def template_name
    "update ssh known hosts file #{new_resource.file_location}"
  end

  # the entry line(s): the given key, or what ssh-keyscan finds
  def entry
    host, port = new_resource.host, new_resource.port
    line =
      if new_resource.key
        shown = port == 22 ? host : "[#{host}]:#{port}"
        "#{shown} #{KEY_TYPES.fetch(new_resource.key_type, new_resource.key_type)} #{new_resource.key}"
      else
        scan = ['ssh-keyscan', "-t#{new_resource.key_type}", "-p #{port}"]
        scan << '-H' if new_resource.hash_entries
        scan << host
        shell_out!(scan.join(' '), timeout: new_resource.timeout).stdout
      end
    port == 22 ? line : line.sub(/^#{host}/, "[#{host}]:#{port}")
  end
end

action :create do
  key = entry
  first_line = key.split("\n").first || ''
  res = new_resource
  file = with_run_context :root do
    find_resource(:template, template_name) do
      source 'ssh_known_hosts.erb'
      cookbook 'core'
      path res.file_location
      owner res.owner
      group res.group
      mode res.mode
      action :nothing
      delayed_action :create
      backup false
      variables(entries: [])
    end
  end
  known = file.variables[:entries].reject(&:empty?)
  if known.any? { |line| line.match(/#{Regexp.escape(first_line)}|#{Regexp.escape(key)}/) }
    Chef::Log.debug("Known hosts key for #{new_resource.host} already exists - skipping")
  else
    # set again, not pushed: a property read gives a copy in toque
    file.variables(entries: file.variables[:entries] + [key])
  end
end

action :flush do
  name = template_name
  with_run_context :root do
    find_resource!(:template, name).run_action(:create)
    Chef::Log.warn('flushed ssh_known_hosts entries to file, later ssh_known_hosts_entry resources will not have been written')
  end
end
