# yum_repository: a repository in REPOSDIR/ID.repo, written from a template (Chef's by
# default, or the cookbook's `source`), its metadata cleaned and cached when it changes
# (Chef's yum_repository, 12.14+). Without yum on the host it does nothing, as Chef's Noop.

unified_mode true
provides :yum_repository
description 'A yum/dnf repository: its .repo file and metadata cache'
introduced '12.14'

expiry = [/^\d+$/, /^\d+[mhd]$/]
expiry_message = lambda do |name|
  "The #{name} property must be a numeric value for time in seconds, the string 'never', " \
    'or a numeric value appended with with `d`, `h`, or `m`!'
end

property :reposdir, String, default: '/etc/yum.repos.d/'
property :baseurl, [String, Array]
property :clean_headers, [true, false], default: false
property :clean_metadata, [true, false], default: true
property :cost, String, regex: /^\d+$/, validation_message: 'The cost property must be a numeric value!'
property :description, String, default: 'Yum Repository'
property :enabled, [true, false], default: true
property :enablegroups, [true, false]
property :exclude, String
property :failovermethod, String, equal_to: %w(priority roundrobin)
property :fastestmirror_enabled, [true, false]
property :gpgcheck, [true, false], default: true
property :gpgkey, [String, Array]
property :http_caching, String, equal_to: %w(packages all none)
property :include_config, String
property :includepkgs, String
property :keepalive, [true, false]
property :make_cache, [true, false], default: true
property :makecache_fast, [true, false], default: false
property :max_retries, [String, Integer]
property :metadata_expire, String, regex: [/^\d+$/, /^\d+[mhd]$/, /never/],
                                   validation_message: expiry_message.call('metadata_expire')
property :metalink, String
property :mirror_expire, String, regex: expiry, validation_message: expiry_message.call('mirror_expire')
property :mirrorlist_expire, String, regex: expiry,
                                     validation_message: expiry_message.call('mirrorlist_expire')
property :mirrorlist, String
property :mode, [String, Integer], default: '0644'
property :options, Hash
property :password, String, sensitive: true
property :priority, String, regex: /^(\d?[1-9]|[0-9][0-9])$/,
                            validation_message: 'The priority property must be a numeric value from 1-99!'
property :proxy_password, String, sensitive: true
property :proxy_username, String
property :proxy, String
property :repo_gpgcheck, [true, false]
property :report_instanceid, [true, false]
property :repositoryid, String, name_property: true, regex: [%r{^[^/]+$}],
                                validation_message: "repositoryid property cannot contain a forward slash '/'"
property :skip_if_unavailable, [true, false]
property :source, String
property :sslcacert, String
property :sslclientcert, String
property :sslclientkey, String
property :sslverify, [true, false]
property :throttle, [String, Integer]
property :timeout, String, regex: /^\d+$/, validation_message: 'The timeout property must be a numeric value!'
property :username, String

default_action :create
allowed_actions :create, :remove, :makecache, :add, :delete

# Chef's aliases of three properties
def url(*args)
  baseurl(*args)
end

def keyurl(*args)
  gpgkey(*args)
end

def mirrorexpire(*args)
  mirror_expire(*args)
end

action_class do
  def repo_file
    ::File.join(new_resource.reposdir, "#{new_resource.repositoryid}.repo")
  end

  def id
    new_resource.repositoryid
  end

  def template_available?(path)
    !path.nil? && run_context.has_template_in_cookbook?(new_resource.cookbook_name, path)
  end

  # The settings after name=, laid out as Chef's template lays them out, blank lines and all:
  # most are "\nkey=value\n\n" when set and "\n" when not; baseurl and gpgkey leave nothing
  # when unset; options come last, one line each.
  def repo_body(c)
    out = +''
    flag = ->(value) { value ? 1 : 0 }
    set = ->(key, value) { out << (value ? "\n#{key}=#{value}\n\n" : "\n") }
    out << "\nbaseurl=#{Array(c.baseurl).join("\n        ")}\n" if c.baseurl
    set.call('cost', c.cost)
    out << "\nenabled=#{flag.call(c.enabled)}\n\n"
    set.call('enablegroups', c.enablegroups && 1)
    set.call('exclude', c.exclude)
    set.call('failovermethod', c.failovermethod)
    out << "\nfastestmirror_enabled=#{flag.call(c.fastestmirror_enabled)}\n\n"
    out << "\ngpgcheck=#{flag.call(c.gpgcheck)}\n\n"
    out << "\ngpgkey=#{Array(c.gpgkey).join("\n       ")}\n" if c.gpgkey
    set.call('http_caching', c.http_caching)
    set.call('include', c.include_config)
    set.call('includepkgs', c.includepkgs)
    set.call('keepalive', c.keepalive && 1)
    %w(metadata_expire metalink mirrorlist mirror_expire mirrorlist_expire priority proxy
       proxy_username proxy_password username password).each { |key| set.call(key, c.send(key)) }
    set.call('repo_gpgcheck', c.repo_gpgcheck && 1)
    set.call('retries', c.max_retries)
    set.call('report_instanceid', c.report_instanceid)
    set.call('skip_if_unavailable', c.skip_if_unavailable && 1)
    %w(sslcacert sslclientcert sslclientkey).each { |key| set.call(key, c.send(key)) }
    set.call('sslverify', c.sslverify.nil? ? nil : c.sslverify.to_s)
    set.call('throttle', c.throttle)
    set.call('timeout', c.timeout)
    (c.options || {}).each do |key, value|
      shown = case value
              when Array then value.join("\n       ")
              when true then '1'
              when false then '0'
              else value
              end
      out << "#{key}=#{shown}\n"
    end
    out
  end

  def cache_reload
    package "package-cache-reload-#{id}" do
      action :nothing
    end
  end

  def yum?
    return true if which('yum')

    Chef::Log.info("yum_repository[#{new_resource.name}]: there is no yum on this host: nothing to do")
    false
  end

  def create_repo
    return unless yum?

    repo = new_resource
    if repo.make_cache
      # declared first: in unified mode a resource runs where it is declared, and the
      # template's immediate notifications need their targets in place
      execute "yum clean metadata #{id}" do
        command "yum clean metadata --disablerepo=* --enablerepo=#{repo.repositoryid}"
        action :nothing
      end
      execute "yum-makecache-#{id}" do
        command "yum -q -y makecache --disablerepo=* --enablerepo=#{repo.repositoryid}"
        action :nothing
        only_if { repo.enabled }
      end
      execute "yum-makecache-fast-#{id}" do
        command "yum -q -y makecache fast --disablerepo=* --enablerepo=#{repo.repositoryid}"
        action :nothing
        only_if { repo.enabled }
      end
      cache_reload
    end

    own = template_available?(repo.source)
    body = repo_body(repo)
    fast = !which('dnf') && repo.makecache_fast
    template repo_file do
      if own
        source repo.source
        cookbook repo.cookbook_name
      else
        source 'yum_repo.erb'
      end
      sensitive repo.sensitive
      variables(config: repo, body: body)
      mode repo.mode
      if repo.make_cache
        notifies :run, "execute[yum clean metadata #{repo.repositoryid}]", :immediately if repo.clean_metadata || repo.clean_headers
        notifies :run, "execute[yum-makecache#{fast ? '-fast' : ''}-#{repo.repositoryid}]", :immediately
        notifies :flush_cache, "package[package-cache-reload-#{repo.repositoryid}]", :immediately
      end
    end
  end

  def delete_repo
    return unless yum?

    repo = new_resource
    cache_reload
    execute "yum clean all #{id}" do
      command "yum clean all --disablerepo=* --enablerepo=#{repo.repositoryid}"
      only_if "yum repolist all | grep -P '^#{repo.repositoryid}([ \t]|$)'"
    end
    file repo_file do
      action :delete
      notifies :flush_cache, "package[package-cache-reload-#{repo.repositoryid}]", :immediately
    end
  end
end

action :create do
  create_repo
end

action :add do
  create_repo
end

action :delete do
  delete_repo
end

action :remove do
  delete_repo
end

action :makecache do
  return unless yum?

  repo = new_resource
  cache_reload
  execute "yum-makecache-#{id}" do
    command "yum -q -y makecache --disablerepo=* --enablerepo=#{repo.repositoryid}"
    only_if { repo.enabled }
    notifies :flush_cache, "package[package-cache-reload-#{repo.repositoryid}]", :immediately
  end
end
