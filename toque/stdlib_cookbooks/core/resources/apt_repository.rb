# apt_repository: a sources.list.d/NAME.list file and the keys that sign its repository
# (Chef's apt_repository, 12.9+, with 18's signed_by and options). Keys go into
# /etc/apt/keyrings/NAME.gpg named by signed-by=, or (signed_by false) apt-key's keyring;
# a changed list file runs `apt-get update` at once.

unified_mode true
provides :apt_repository
description 'An additional APT repository: its sources.list.d file and signing keys'
introduced '12.9'

property :repo_name, String, name_property: true, regex: [%r{^[^/]+$}],
         coerce: proc { |x| x.gsub(' ', '-') },
         validation_message: "repo_name property cannot contain a forward slash '/'"
property :uri, String
property :distribution, [String, nil, false], default: lazy { node['lsb'] && node['lsb']['codename'] }
property :components, Array, default: []
property :arch, [String, nil, false]
property :trusted, [true, false], default: false
property :deb_src, [true, false], default: false
property :keyserver, [String, nil, false], default: 'keyserver.ubuntu.com'
property :key, [String, Array, nil, false], default: [], coerce: proc { |x| x ? Array(x) : x }
property :key_proxy, [String, nil, false]
property :signed_by, [String, true, false, nil], default: true
property :cookbook, [String, nil, false], desired_state: false
property :cache_rebuild, [true, false], default: true, desired_state: false
property :cache_rebuild_ignore_failure, [true, false], default: true, desired_state: false
property :options, [String, Array], default: [], coerce: proc { |x| Array(x) }

default_action :add
allowed_actions :add, :remove

action_class do
  LIST_APT_KEY_FINGERPRINTS = %w(apt-key adv --list-public-keys --with-fingerprint --with-colons).freeze

  def sources_dir
    '/etc/apt/sources.list.d'
  end

  def list_path(name = new_resource.repo_name)
    "#{sources_dir}/#{name}.list"
  end

  def keyring_path
    "/etc/apt/keyrings/#{new_resource.repo_name}.gpg"
  end

  # a keyserver fingerprint: 8, 16 or 40 hex digits, maybe after 0x
  def key_id?(id)
    id = id[2..] if id.start_with?('0x')
    id.match?(/\A\h+\z/) && [8, 16, 40].include?(id.length)
  end

  def fingerprints(*cmd)
    shell_out(*cmd).stdout.split("\n").map { |t| t[/^fpr:+([0-9A-F]+):/, 1] }.compact
  end

  def public_keys(*cmd)
    shell_out(*cmd).stdout.split("\n").map { |t| t[/^pub:[^:]*:[^:]*:[^:]*:([0-9A-F]+):/, 1] }.compact
  end

  def key_valid?(key)
    shell_out('apt-key', 'list').stdout.each_line.none?(%r{^/#{key}.*\[expired: .*\]$})
  end

  def keyring_key_valid?(keyring, key)
    out = shell_out('gpg', '--no-default-keyring', '--keyring', keyring, '--list-public-keys', key)
    out.stdout.each_line.none?(/\[(expired|revoked):/)
  end

  def keyring_key_present?(keyring, key)
    shell_out('gpg', '--no-default-keyring', '--keyring', keyring, '--list-public-keys',
              '--with-fingerprint', '--with-colons', key).exitstatus == 0
  end

  def cookbook_name
    new_resource.cookbook || new_resource.cookbook_name
  end

  def cookbook_file?(fn)
    run_context.has_cookbook_file_in_cookbook?(cookbook_name, fn)
  end

  def no_new_keys?(file)
    installed = public_keys(*LIST_APT_KEY_FINGERPRINTS)
    proposed = public_keys('gpg', '--with-fingerprint', '--with-colons', file)
    (installed & proposed).sort == proposed.sort
  end

  def key_resource_type(uri)
    if uri.start_with?('http')
      :remote_file
    elsif cookbook_file?(uri)
      :cookbook_file
    else
      raise Chef::Exceptions::FileNotFound, "Cannot locate key file: #{uri}"
    end
  end

  # apt 2.x's sqv reads keyrings in GnuPG's older format: gpg writes it behind gnupg-ring:
  def apt_version
    @apt_version ||= shell_out('apt -v').stdout.strip[/([0-9]\.?){3}/, 0].to_i
  end

  def install_key_from_uri(key)
    cached = ::File.join(Chef::Config[:file_cache_path], key.gsub(/[^0-9A-Za-z\-]/, '_'))
    prefix = apt_version > 2 ? 'gnupg-ring:' : ''
    home = gpg_home
    kind = key_resource_type(key)
    book = cookbook_name
    # chef-client makes its file cache at start; toque makes it when a key needs it
    directory Chef::Config[:file_cache_path] do
      recursive true
    end
    if new_resource.signed_by
      keyring = keyring_path
      directory '/etc/apt/keyrings' do
        mode '0755'
      end
      # declared before the key file that notifies it: in unified mode each resource runs as
      # it is declared, and an immediate notification needs its target already there
      execute "import #{keyring}" do
        command ['gpg', '--import', '--batch', '--yes', '--no-default-keyring', '--keyring',
                 "#{prefix}#{keyring}", cached]
        default_env true
        sensitive new_resource.sensitive
        action :nothing
      end
      declare_resource(kind, cached) do
        source key
        cookbook book if kind == :cookbook_file
        mode '0644'
        sensitive new_resource.sensitive
        verify "gpg --homedir #{home} %{path}"
        notifies :run, "execute[import #{keyring}]", :immediately
      end
      file keyring do
        mode '0644'
        notifies :run, "execute[import #{keyring}]", :before unless ::File.exist?(keyring)
      end
    else
      declare_resource(kind, keyring_path) do
        source key
        cookbook book if kind == :cookbook_file
        mode '0644'
        sensitive new_resource.sensitive
        verify "gpg --homedir #{home} %{path}"
      end
      path = keyring_path
      execute "apt-key add #{path}" do
        command ['apt-key', 'add', path]
        default_env true
        sensitive new_resource.sensitive
        not_if { no_new_keys?(path) }
        notifies :run, 'execute[apt-cache gencaches]', :immediately
      end
    end
  ensure
    # unified mode: the key file, and its verify, ran as it was declared above
    FileUtils.rm_rf(home) if home
  end

  # a throwaway GnuPG home for verifying a key file, so root's own keyring is left alone
  def gpg_home
    shell_out!('mktemp', '-d', '-t', '.gpgXXXXXX').stdout.strip
  end

  def hkp(keyserver)
    keyserver.start_with?('hkp://') ? keyserver : "hkp://#{keyserver}:80"
  end

  def install_key_from_keyserver(key, keyserver = new_resource.keyserver)
    return install_key_from_keyserver_to_keyring(key, keyserver, keyring_path) if new_resource.signed_by

    cmd = 'apt-key adv --no-tty --recv'
    cmd += " --keyserver-options http-proxy=#{new_resource.key_proxy}" if new_resource.key_proxy
    cmd += " --keyserver #{hkp(keyserver)} #{key}"
    execute "install-key #{key}" do
      command cmd
      default_env true
      sensitive new_resource.sensitive
      not_if do
        present = fingerprints(*LIST_APT_KEY_FINGERPRINTS).any? { |fp| fp.end_with?(key.upcase) }
        present && key_valid?(key.upcase)
      end
      notifies :run, 'execute[apt-cache gencaches]', :immediately
    end
    raise "The key #{key} is invalid and cannot be used to verify an apt repository." unless key_valid?(key.upcase)
  end

  def install_key_from_keyserver_to_keyring(key, keyserver, keyring)
    cmd = "gpg --no-default-keyring --keyring #{keyring}"
    cmd += " --keyserver-options http-proxy=#{new_resource.key_proxy}" if new_resource.key_proxy
    cmd += " --keyserver #{hkp(keyserver)} --recv #{key}"
    execute "install-key #{key}" do
      command cmd
      default_env true
      sensitive new_resource.sensitive
      not_if { keyring_key_present?(keyring, key.upcase) && keyring_key_valid?(keyring, key.upcase) }
      notifies :run, 'execute[apt-cache gencaches]', :immediately
    end
    return if keyring_key_valid?(keyring, key.upcase)

    raise "The key #{key} is invalid and cannot be used to verify an apt repository."
  end

  # Launchpad's API names the PPA's signing key (Chef asks it with its own HTTP client)
  def install_ppa_key(owner, repo)
    url = "https://launchpad.net/api/1.0/~#{owner}/+archive/#{repo}"
    key_id = shell_out!('curl', '-fsSL', "#{url}/signing_key_fingerprint").stdout.delete('"').strip
    install_key_from_keyserver(key_id, 'keyserver.ubuntu.com')
  rescue Mixlib::ShellOut::ShellCommandFailed => e
    raise "Could not access Launchpad ppa API: #{e.message}"
  end

  def ppa_url?(url)
    url.start_with?('ppa:')
  end

  def repo_components
    ppa_url?(new_resource.uri) && new_resource.components.empty? ? 'main' : new_resource.components
  end

  def make_ppa_url(ppa)
    owner, repo = ppa[4..].split('/')
    repo ||= 'ppa'
    install_ppa_key(owner, repo)
    "http://ppa.launchpad.net/#{owner}/#{repo}/ubuntu"
  end

  # Addressable's normalize, as far as a repository URI needs it: scheme and host in lower
  # case, the default port dropped, an empty path made "/"
  def normalize_uri(uri)
    m = uri.match(%r{\A([A-Za-z][A-Za-z0-9+.-]*)://([^/?#]*)(.*)\z}m)
    return uri unless m

    scheme = m[1].downcase
    host = m[2].downcase.sub(/:(\d+)\z/) { |port| { 'http' => ':80', 'https' => ':443' }[scheme] == port ? '' : port }
    path = m[3].empty? && host != '' ? '/' : m[3]
    "#{scheme}://#{host}#{path}"
  end

  def build_repo(uri, distribution, components, trusted, arch, signed_by, options, add_src = false)
    uri = make_ppa_url(uri) if ppa_url?(uri)
    components = Array(components).join(' ')
    list = []
    list << "arch=#{arch}" if arch
    list << 'trusted=yes' if trusted
    list << "signed-by=#{signed_by}" if signed_by
    list += options
    optstr = list.empty? ? nil : "[#{list.join(' ')}]"
    info = [optstr, normalize_uri(uri), distribution, components].compact.join(' ')
    repo = "deb      #{info}\n"
    repo << "deb-src  #{info}\n" if add_src
    repo
  end

  # an older Chef wrote NAME.list under the resource's name, not its repo_name
  def cleanup_legacy_file!
    legacy = list_path(new_resource.name)
    return unless new_resource.name != new_resource.repo_name && ::File.exist?(legacy)

    converge_by "Cleaning up legacy #{legacy} repo file" do
      file legacy do
        action :delete
      end
    end
  end
end

action :add do
  return unless debian?

  execute 'apt-cache gencaches' do
    command %w(apt-cache gencaches)
    default_env true
    ignore_failure true
    action :nothing
  end

  apt_update new_resource.name do
    ignore_failure new_resource.cache_rebuild_ignore_failure
    action :nothing
  end

  unless new_resource.key.nil?
    new_resource.key.each do |k|
      if key_id?(k) && !cookbook_file?(k)
        install_key_from_keyserver(k)
      else
        install_key_from_uri(k)
      end
    end
  end

  cleanup_legacy_file!

  # Chef 18: true names this repository's keyring, when there is a key (the default
  # key is [], which Ruby counts as one) or the keyring exists
  signed_by = new_resource.signed_by
  if signed_by == true
    signed_by = new_resource.key || ::File.exist?(keyring_path) ? keyring_path : false
  end

  repo = build_repo(new_resource.uri, new_resource.distribution, repo_components,
                    new_resource.trusted, new_resource.arch, signed_by, new_resource.options,
                    new_resource.deb_src)
  name = new_resource.name
  rebuild = new_resource.cache_rebuild

  file list_path do
    owner 'root'
    group 'root'
    mode '0644'
    content repo
    sensitive new_resource.sensitive
    notifies :run, 'execute[apt-cache gencaches]', :immediately
    notifies :update, "apt_update[#{name}]", :immediately if rebuild
  end
end

action :remove do
  return unless debian?

  cleanup_legacy_file!
  if ::File.exist?(list_path)
    converge_by "Removing #{new_resource.repo_name} repository from #{sources_dir}/" do
      name = new_resource.name
      rebuild = new_resource.cache_rebuild
      apt_update name do
        ignore_failure true
        action :nothing
      end

      file keyring_path do
        sensitive new_resource.sensitive
        action :delete
      end

      file list_path do
        sensitive new_resource.sensitive
        action :delete
        notifies :update, "apt_update[#{name}]", :immediately if rebuild
      end
    end
  else
    Chef::Log.debug("#{list_path} does not exist. Nothing to do")
  end
end
