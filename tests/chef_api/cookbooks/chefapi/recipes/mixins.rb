# the library's helpers (libraries/helpers.rb include Chef::Mixin::ShellOut and Which)
p echoed('hello'), has_sh?

module LocalHelpers
  extend Chef::Mixin::ShellOut
  extend Chef::Mixin::Which
end
p LocalHelpers.shell_out('echo', 'extended').stdout
p LocalHelpers.shell_out_compacted('echo', nil, ['a', nil, 'b']).stdout
p LocalHelpers.shell_out!('true').exitstatus
p LocalHelpers.which('sh').is_a?(String), LocalHelpers.which('no-such-command-here')
p which('sh', extra_path: []).is_a?(String), where('sh').all? { |f| f.end_with?('/sh') }
p which('sh') { |path| path.start_with?('/nowhere') }

dm = Chef::Mixin::DeepMerge
p dm.deep_merge!({ 'a' => [1, 2], 'h' => { 'x' => 1 } }, { 'a' => [2, 3], 'h' => { 'y' => 2 } })
p dm.deep_merge({ 'a' => 'new' }, { 'a' => { 'old' => 1 } })
p dm.hash_only_merge({ 'a' => [1], 'h' => { 'x' => 1 } }, { 'a' => [2], 'h' => { 'y' => 2 } })
merged = dm.merge({ a: 1, b: { c: 1 } }, { b: { d: 2 } })
p merged, merged.class

ctc = Chef::Mixin::ConvertToClassName
p ctc.convert_to_class_name('my-cookbook_site'), ctc.convert_to_snake_case('MyCookbookSite')
p ctc.convert_to_snake_case('Chef::Resource::MyThing', 'Chef::Resource'), ctc.snake_case_basename('Chef::Resource::MyThing')
p ctc.filename_to_qualified_string('my-cb', 'resources/default.rb'), ctc.filename_to_qualified_string('cb', 'site.rb')

class Validated
  include Chef::Mixin::ParamsValidate
  def initialize = @name = 'thing'
  def path(arg = nil) = set_or_return(:path, arg, kind_of: String, default: '/srv')
  def port(arg = nil) = set_or_return(:port, arg, kind_of: Integer, callbacks: { 'must be a port' => ->(v) { v.between?(1, 65535) } })
  def check(opts) = validate(opts, { name: { required: true }, mode: { equal_to: %w(a b), default: 'a' }, label: { regex: /^x/ }, alias_of: { name_property: true } })
end
v = Validated.new
p v.path, v.path('/opt'), v.path, v.port(80)
[-> { v.port(0) }, -> { v.port('80') }, -> { v.check({}) }, -> { v.check(name: 1, mode: 'c') }, -> { v.check(name: 1, label: 'y') }].each do |bad|
  bad.call
rescue Chef::Exceptions::ValidationFailed => e
  puts e.message
end
p v.check(name: 1)

class Owned
  include Chef::Mixin::Securable
end
o = Owned.new
o.owner('deploy'); o.group('www-data'); o.mode('0644')
p o.owner, o.user, o.group, o.mode
begin
  o.mode(0o100000)
rescue Chef::Exceptions::ValidationFailed => e
  puts e.message
end

class Brewed
  include Chef::Mixin::Homebrew
end
begin
  Brewed.new.homebrew_bin_path('/nowhere/brew') unless which('brew')
  puts 'no brew'
rescue Chef::Exceptions::CannotDetermineHomebrewPath => e
  puts e.message
end
p Brewed.new.find_homebrew_uid(0), Brewed.new.find_homebrew_uid('root')

class Env
  include Chef::Mixin::WindowsEnvHelper
end
p Chef::Mixin::WindowsEnvHelper::HWND_BROADCAST
begin
  Env.new.broadcast_env_change
rescue NotImplementedError => e
  puts e.class
end

class Introspective
  include Chef::DSL::PlatformIntrospection
  include Chef::DSL::RebootPending
  include Chef::DSL::RegistryHelper
  include Chef::DSL::DataQuery
end
i = Introspective.new
p i.platform?(node['platform']), i.platform_family?('no_such_family'), i.registry_key_exists?('HKLM\\Software')
p [true, false].include?(i.reboot_pending?)
p Chef::Recipe.ancestors.include?(Chef::DSL::Recipe), Chef::DSL::Recipe.ancestors.include?(Chef::DSL::Universal)
p Chef::Node::Mixin::ImmutablizeHash::DISALLOWED_MUTATOR_METHODS.include?(:merge!)
require 'chef/mixin/powershell_out'
require 'chef/mixin/powershell_exec'
class PS; include Chef::Mixin::PowershellOut; include Chef::Mixin::PowershellExec; end
begin
  r = PS.new.powershell_out('Get-Item "x"')
  p r.exitstatus != 0
rescue Errno::ENOENT => e
  p e.class
end
begin; PS.new.powershell_exec('x'); rescue NotImplementedError => e; p e.class; end
