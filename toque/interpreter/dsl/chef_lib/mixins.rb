# The mixins cookbooks include from Chef's namespace. Where a helper already is a method
# every object has here (shell_out, which, data_bag, platform_family?…), the module still
# defines it, so that `include Chef::Mixin::ShellOut` and `Mod.instance_method` behave.
class Chef
  module Mixin
    module ShellOut
      # Chef's arguments compacted: nils dropped, arrays flattened (a command as a list).
      def shell_out_compacted(*args, **options)
        shell_out(*args.flatten.compact.map(&:to_s), **options)
      end

      def shell_out_compacted!(*args, **options)
        shell_out!(*args.flatten.compact.map(&:to_s), **options)
      end
    end

    module Which; end # which and where are methods of every object

    module Checksum
      def checksum(file) = Chef::Digester.checksum_for_file(file)
      def short_cksum(checksum) = checksum.nil? ? "none" : checksum[0..5]
    end

    module Homebrew
      include Chef::Mixin::ShellOut

      def find_homebrew_uid(provided_user = nil)
        if provided_user
          return provided_user if provided_user.is_a?(Integer)

          return Etc.getpwnam(provided_user).uid
        end
        @homebrew_owner_uid ||= ::File.stat(homebrew_bin_path).uid
      end

      def find_homebrew_username(provided_user = nil)
        @homebrew_owner_username ||= Etc.getpwuid(find_homebrew_uid(provided_user)).name
      end

      def homebrew_bin_path(brew_bin_path = nil)
        return brew_bin_path if brew_bin_path && ::File.exist?(brew_bin_path)

        found = which("brew", prepend_path: %w{/opt/homebrew/bin /usr/local/bin /home/linuxbrew/.linuxbrew/bin})
        raise Chef::Exceptions::CannotDetermineHomebrewPath, 'Couldn\'t find the "brew" executable anywhere on the path.' unless found

        found
      end
    end

    # Windows' environment calls: the constants are there, the calls need Windows.
    module WindowsEnvHelper
      HWND_BROADCAST = 0xffff
      WM_SETTINGCHANGE = 0x001A
      SMTO_BLOCK = 0x0001
      SMTO_ABORTIFHUNG = 0x0002
      SMTO_NOTIMEOUTIFNOTHUNG = 0x0008

      def broadcast_env_change
        raise Chef::Exceptions::Win32APIFunctionNotImplemented, "broadcast_env_change needs Windows (SendMessageTimeout)"
      end

      def expand_path(path)
        raise Chef::Exceptions::Win32APIFunctionNotImplemented, "expand_path needs Windows (ExpandEnvironmentStrings)"
      end
    end

    module WindowsArchitectureHelper
      def node_windows_architecture(node) = node["kernel"]["machine"].to_sym
      def wow64_architecture_override_required?(node, desired_architecture) = false
      def forced_32bit_override_required?(node, desired_architecture) = false
      def is_i386_process_on_x86_64_windows? = false
    end

    # PowerShell through shell_out, as Chef builds its command line (Windows' powershell.exe
    # or pwsh.exe: on Linux they are found only if installed under those names)
    module PowershellOut
      include Chef::Mixin::ShellOut
      include Chef::Mixin::WindowsArchitectureHelper

      def powershell_out(*args)
        script = args.first
        options = args.last.is_a?(Hash) ? args.last.dup : {}
        interpreter = args[1].is_a?(Symbol) ? args[1] : :powershell
        raise ArgumentError, "Expected interpreter of :powershell or :pwsh" unless %i{powershell pwsh}.include?(interpreter)

        options.delete(:architecture)
        flags = "-NoLogo -NonInteractive -NoProfile -ExecutionPolicy Unrestricted -InputFormat None"
        shell_out("#{interpreter}.exe #{flags} -Command \"#{script.gsub('"', '\"')}\"", **options)
      end

      def powershell_out!(*args)
        powershell_out(*args).tap(&:error!)
      end
    end

    # powershell_exec runs PowerShell in-process through Windows' .NET: not on this host
    module PowershellExec
      def powershell_exec(script, interpreter = :powershell, timeout: -1)
        raise Chef::Exceptions::Win32APIFunctionNotImplemented, "powershell_exec needs Windows PowerShell (#{interpreter})"
      end

      def powershell_exec!(script, interpreter = :powershell, **options)
        powershell_exec(script, interpreter, **options)
      end
    end

    # chef-utils' default_paths (every object has it); Chef's deprecated mixins delegate
    module PathSanity
      def enforce_path_sanity(env = ENV)
        env["PATH"] = sanitized_path(env) if Chef::Config[:enforce_path_sanity]
      end

      def sanitized_path(env = nil) = ChefUtils.default_paths(env)
    end

    module DefaultPaths
      def enforce_default_paths(env = ENV)
        env["PATH"] = default_paths(env) if Chef::Config[:enforce_default_paths]
      end

      def default_paths(env = nil) = ChefUtils.default_paths(env)
    end

    module Uris
      def uri_scheme?(source) = !!(source =~ %r{\A[A-Za-z][A-Za-z0-9+\-\.]*://})
      def as_uri(source) = URI.parse(source)
    end

    module XMLEscape
      def xml_escape(text) = text.to_s.gsub("&", "&amp;").gsub("<", "&lt;").gsub(">", "&gt;").gsub('"', "&quot;").gsub("'", "&#39;")
    end

    module Deprecation
      def deprecated_attr(name, alternative, level = :warn)
        define_method(name) do
          Chef::Log.warn("#{self.class}.#{name} is deprecated. Support will be removed in a future release.")
          Chef::Log.warn(alternative)
          instance_variable_get("@#{name}")
        end
      end
    end

    module FromFile
      attr_accessor :source_file # the file the object was last loaded from

      def from_file(filename)
        self.source_file = filename
        raise IOError, "Cannot open or read #{filename}!" unless File.file?(filename) && File.readable?(filename)

        instance_eval(File.read(filename), filename, 1)
      end

      def class_from_file(filename)
        self.source_file = filename
        raise IOError, "Cannot open or read #{filename}!" unless File.file?(filename) && File.readable?(filename)

        class_eval(File.read(filename), filename, 1)
      end
    end

    module FileClass
      def file_class = ::File
    end

    module CreatePath
      def create_path(path)
        FileUtils.mkdir_p(path)
        path
      end
    end

    module EnforceOwnershipAndPermissions; end
    module GetSourceFromPackage; end
    module Provides; end
    module Properties; end
    module LazyModuleInclude; end
    module DescendantsTracker; end
    module UserContext; end
    module WhyRun; end
    module Unformatter; end
    module WideString; end
    module NotifyingBlock; end
    module ChefUtilsWiring; end
    module PowershellTypeCoercions; end
  end

  module DSL
    # platform?/platform_family? over the run's node (value_for_platform… everywhere)
    module PlatformIntrospection
      def platform?(*names) = Chef.node.platform?(*names)
      def platform_family?(*names) = Chef.node.platform_family?(*names)
    end
    # data_bag, data_bag_item, search
    module DataQuery; end
    module IncludeRecipe; end
    module IncludeAttribute; end
    module DeclareResource; end
    module Definitions; end
    module Resources; end
    # parse_json/yaml/toml of a file (by its extension with parse_file)
    module ReaderHelpers
      def parse_file(filename)
        case File.extname(filename)
        when ".toml" then parse_toml(filename)
        when ".yaml", ".yml" then parse_yaml(filename)
        when ".json" then parse_json(filename)
        end
      end

      def parse_json(filename) = Chef::JSONCompat.parse(IO.read(filename))
      def parse_toml(filename) = __toque_parse_toml(IO.read(filename))
      def parse_yaml(filename) = YAML.safe_load_file(filename, permitted_classes: [Date])
      extend self
    end

    # a Hash as JSON (pretty, newline-ended), TOML or YAML (symbol keys as plain words)
    module RenderHelpers
      def render_json(hash) = JSON.pretty_generate(hash) + "\n"
      def render_toml(hash) = Chef::DSL::Toml::Dumper.new(hash).toml_str

      def render_yaml(hash)
        text = hash.transform_keys(&:to_s).to_yaml
        text.gsub!(" :", " ")
      end
      extend self
    end

    module Toml
      # TOML text of a Hash, as Chef's dumper writes it: keys sorted; a table's plain values,
      # then its sub-tables ([a.b]), then its arrays of tables ([[a.c]])
      class Dumper
        attr_reader :toml_str

        def initialize(hash)
          @toml_str = +""
          table(hash, [])
        end

        private

        def table(hash, path)
          plain, tables, arrays = split(hash)
          header(path, false) if !path.empty? && (!plain.empty? || hash.empty?)
          body(plain, tables, arrays, path)
        end

        def split(hash)
          groups = [[], [], []]
          hash.keys.sort.each do |key|
            value = hash[key]
            kind = if value.is_a?(Hash) then 1
                   elsif value.is_a?(Array) && value.first.is_a?(Hash) then 2
                   else 0
                   end
            groups[kind] << [key, value]
          end
          groups
        end

        def body(plain, tables, arrays, path)
          plain.each { |key, value| @toml_str << "#{word(key)} = #{value_text(value)}\n" }
          tables.each { |key, value| table(value, path + [word(key)]) }
          arrays.each do |key, items|
            inner = path + [word(key)]
            items.each do |item|
              header(inner, true)
              body(*split(item), inner)
            end
          end
        end

        def header(path, array)
          name = path.join(".")
          @toml_str += array ? "[[#{name}]]\n" : "[#{name}]\n"
        end

        def value_text(value)
          case value
          when Time, DateTime then value.strftime("%Y-%m-%dT%H:%M:%SZ")
          when Date then value.strftime("%Y-%m-%d")
          when Regexp then value.inspect.inspect
          when String then value.inspect.gsub(/\\(#[$@{])/, '\1')
          else value.inspect
          end
        end

        def word(key)
          key.to_s.match?(/\A[a-zA-Z0-9_-]*\z/) ? key : "\"#{key.to_s.gsub('"', '\\"')}\""
        end
      end
    end
    module Secret; end
    module Compliance; end
    # chef-vault's helpers (the gem is loaded on first use of ::ChefVault)
    module ChefVault
      include Chef::DSL::DataQuery

      def chef_vault_item(bag, id)
        if ::ChefVault::Item.vault?(bag, id)
          ::ChefVault::Item.load(bag, id)
        elsif node.read("chef-vault", "databag_fallback")
          data_bag_item(bag, id)
        else
          raise "Trying to load a regular data bag item #{id} from #{bag}, and databag_fallback is disabled"
        end
      end

      def chef_vault(bag)
        raise "'#{bag}' is not a vault" unless Chef::DataBag.list.include?(bag)

        data_bag(bag).reject { |id| id.end_with?("_keys") }
      end

      def chef_vault_item_for_environment(bag, id)
        item = chef_vault_item(bag, id)
        item[node.chef_environment] || {}
      end
    end
    module Cheffish; end
    module RestResource; end

    # The Windows registry: answered as on a host that has none.
    module RegistryHelper
      %i{registry_key_exists? registry_value_exists? registry_data_exists? registry_has_subkeys?}.each do |name|
        define_method(name) { |*args| false }
      end
      %i{registry_get_subkeys registry_get_values}.each do |name|
        define_method(name) { |*args| [] }
      end
    end

    module RebootPending
      include Chef::DSL::RegistryHelper
      include Chef::DSL::PlatformIntrospection

      def reboot_pending?
        return true if respond_to?(:run_context, true) && run_context.respond_to?(:reboot_requested?) && run_context.reboot_requested?
        return File.exist?("/var/run/reboot-required") if platform_family?("debian")

        false
      end
    end

    module Powershell
      def ps_credential(username = "placeholder", password)
        raise Chef::Exceptions::Win32APIFunctionNotImplemented, "ps_credential needs Windows PowerShell (#{username})"
      end
    end

    module Universal
      include Chef::DSL::PlatformIntrospection
      include Chef::DSL::DataQuery
      include Chef::DSL::ChefVault
      include Chef::DSL::RegistryHelper
      include Chef::DSL::RebootPending
      include Chef::DSL::Powershell
      include Chef::DSL::ReaderHelpers
      include Chef::DSL::RenderHelpers
      include Chef::Mixin::PowershellExec
      include Chef::Mixin::PowershellOut
      include Chef::Mixin::ShellOut
    end

    module Recipe
      include Chef::DSL::Universal
      include Chef::DSL::DeclareResource
      include Chef::DSL::IncludeRecipe
      include Chef::DSL::Definitions
      include Chef::DSL::Resources
      include Chef::DSL::Compliance
    end
  end

  class Recipe
    include Chef::DSL::Recipe
  end
end

# chef-config's name checks (Linux): what owner/group values Securable accepts
Chef::Config[:user_valid_regex] = [/^[^-+~:,\t\r\n\f\0]+[^:,\t\r\n\f\0]*$/]
Chef::Config[:group_valid_regex] = [/^[^-+~:,\t\r\n\f\0]+[^:,\t\r\n\f\0]*$/]
