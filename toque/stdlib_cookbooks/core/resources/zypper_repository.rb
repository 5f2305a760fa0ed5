# zypper_repository: a repository in /etc/zypp/repos.d/NAME.repo, its GPG keys imported
# into rpm, refreshed when the file changes (Chef's zypper_repository, 13.3+). Off SUSE it
# does nothing, as Chef's Noop provider.
require 'shellwords'

unified_mode true
provides :zypper_repository
provides :zypper_repo
description 'A zypper repository: its .repo file and GPG keys'
introduced '13.3'

property :repo_name, String, name_property: true, regex: [%r{^[^/]+$}],
                             validation_message: 'repo_name property cannot contain a forward slash `/`'
property :description, String
property :type, String, default: 'NONE'
property :enabled, [true, false], default: true
property :autorefresh, [true, false], default: true
property :gpgcheck, [true, false], default: true
property :gpgkey, [String, Array], default: [], coerce: proc { |v| Array(v) }
property :baseurl, String
property :mirrorlist, String
property :path, String
property :priority, Integer, default: 99
property :keeppackages, [true, false], default: false
property :mode, [String, Integer], default: '0644'
property :refresh_cache, [true, false], default: true
property :source, String
# nil too: a lone recipe (toque apply) has no cookbook, where Chef's chef-apply names one
property :cookbook, [String, nil], default: lazy { cookbook_name }, desired_state: false
property :gpgautoimportkeys, [true, false], default: true

default_action :create
allowed_actions :create, :remove, :add, :refresh

def key(*args)
  gpgkey(*args)
end

def uri(*args)
  baseurl(*args)
end

action_class do
  REPOS_DIR = '/etc/zypp/repos.d'.freeze

  def escaped_repo_name
    Shellwords.escape(new_resource.repo_name)
  end

  def suse_host?
    return true if suse?

    Chef::Log.info("zypper_repository[#{new_resource.name}]: not a SUSE host: nothing to do")
    false
  end

  def template_available?(path)
    !path.nil? && run_context.has_template_in_cookbook?(new_resource.cookbook, path)
  end

  def cookbook_file?(fn)
    run_context.has_cookbook_file_in_cookbook?(new_resource.cookbook, fn)
  end

  def key_type(uri)
    if uri.start_with?('http')
      :remote_file
    elsif cookbook_file?(uri)
      :cookbook_file
    else
      raise Chef::Exceptions::FileNotFound,
            "Cannot determine location of gpgkey. Must start with 'http' or be a file managed by Chef Infra."
    end
  end

  def gpg_version
    Gem::Version.new(shell_out!('gpg --version').stdout[/gpg \(GnuPG\)\s*(.*)/, 1])
  end

  def short_key_id(key_path)
    if gpg_version >= Gem::Version.new('2.2')
      out = shell_out!("gpg --import-options import-show --dry-run --import --with-colons #{key_path}")
      out.stdout[/fpr:*\h*(\h{8}):/, 1].downcase
    else
      shell_out!("gpg --with-fingerprint #{key_path}").stdout[%r{pub\s*\S*/(\S*)}, 1].downcase
    end
  end

  def key_installed?(key_path)
    shell_out('/bin/rpm -qa gpg-pubkey*').stdout.include?("gpg-pubkey-#{short_key_id(key_path)}")
  end

  def install_gpg_keys(uris)
    uris.each do |uri|
      cached = ::File.join(Chef::Config[:file_cache_path], uri.split('/')[-1])
      kind = key_type(uri)
      book = new_resource.cookbook
      directory Chef::Config[:file_cache_path] do
        recursive true
      end
      declare_resource(kind, cached) do
        source uri
        cookbook book if kind == :cookbook_file
        mode '0644'
        sensitive new_resource.sensitive
      end
      execute "import gpg key from #{uri}" do
        command "/bin/rpm --import #{cached}"
        not_if { key_installed?(cached) }
      end
    end
  end

  # the settings between the [name] line and name=, in Chef's order: unset and empty ones
  # left out, true/false as 1/0, lists one value a line
  def settings(c)
    %w(type enabled autorefresh gpgcheck gpgkey baseurl mirrorlist path priority keeppackages
       mode refresh_cache).map do |key|
      value = c.send(key)
      next if value.nil? || (value.is_a?(Array) && value.empty?)

      shown = case value
              when true then '1'
              when false then '0'
              when Array then value.join("\n       ")
              else value
              end
      [key, shown]
    end.compact
  end

  def refresh
    execute "zypper --quiet --non-interactive refresh --force #{escaped_repo_name}" do
      only_if "zypper --quiet lr #{escaped_repo_name}"
    end
  end

  def create_repo
    return unless suse_host?

    repo = new_resource
    install_gpg_keys(repo.gpgkey) if repo.gpgautoimportkeys
    own = template_available?(repo.source)
    name = escaped_repo_name
    refresh_command = "zypper --quiet --non-interactive refresh --force #{name}"
    if repo.refresh_cache
      # Chef notifies the repository's own :refresh; here its execute, declared first
      # (in unified mode a notification's target must already be in place)
      execute refresh_command do
        only_if "zypper --quiet lr #{name}"
        action :nothing
      end
    end
    list = settings(repo)
    template "#{REPOS_DIR}/#{name}.repo" do
      if own
        source repo.source
        cookbook repo.cookbook
      else
        source 'zypper_repo.erb'
      end
      sensitive repo.sensitive
      variables(config: repo, settings: list)
      mode repo.mode
      notifies :run, "execute[#{refresh_command}]", :immediately if repo.refresh_cache
    end
  end

  def delete_repo
    return unless suse_host?

    execute "zypper --quiet --non-interactive removerepo #{escaped_repo_name}" do
      only_if "zypper --quiet lr #{escaped_repo_name}"
    end
  end
end

action :create do
  create_repo
end

action :add do
  create_repo
end

action :remove do
  delete_repo
end

action :refresh do
  refresh if suse_host?
end
