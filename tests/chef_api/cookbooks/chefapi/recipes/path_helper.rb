require 'chef/util/path_helper'
ph = Chef::Util::PathHelper
p ph.equal?(ChefConfig::PathHelper)
p ph.join('/etc/', '/app', 'conf.d/'), ph.join(['a', 'b'], 'c')
p ph.cleanpath('/a/b/../c//d/.'), ph.cleanpath('a\\b')
p ph.escape_glob('/srv/a[1]', 'b*?'), ph.escape_glob_dir('/x{y}')
p ph.dirname('/a/b/c'), ph.relative_path_from('/a/b', '/a/b/c/d').to_s
p ph.split_args(%q{cmd "quoted arg" 'single one' plain})
p ph.paths_eql?('/a/b/../c', '/a/c'), ph.path_separator, ph.validate_path('/ok')
p ph.join('C:\\chef', 'cache', windows: true), ph.cleanpath('/a/b', windows: true)
p ph.is_sip_path?('/usr/bin', node), ph.printable?("tab\there")
p Chef::NOT_PASSED, Mixlib::Log::Logging::LEVELS[:warn]
p Chef::Platform::ServiceHelpers.service_resource_providers.all? { |s| s.is_a?(Symbol) }
begin
  Chef::Application.fatal!('cannot go on', 4)
rescue SystemExit => e
  p e.status
end
p Chef::Exceptions::ValidationFailed.superclass, Chef::Exceptions::ImmutableAttributeModification.superclass
p Chef::Exceptions::RebootFailed.superclass, Chef::Exceptions::CannotDetermineHomebrewPath.superclass
p Chef::Exceptions::NoProviderAvailable, Chef::Exceptions::Reboot.superclass, Chef::Exceptions::ConfigurationError
p Chef::Exceptions::JSON::ParseError.superclass, Mixlib::ShellOut::CommandTimeout.superclass
