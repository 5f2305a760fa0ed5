# Chef's dnf and yum helper singletons (Chef::Provider::Package::Dnf::PythonHelper,
# Yum::PythonHelper, Yum::YumCache and the Version they answer), as cookbook libraries call
# them: `PythonHelper.instance.package_query(:whatinstalled, "bash").version`.
#
# Chef runs a Python helper that imports the dnf (yum) libraries; where no Python can import
# them, the helper is never started and package_query raises Chef::Exceptions::Package
# "cannot find dnf libraries, you may need to use yum_package", as here. Where one can, the
# answers come from rpm's database (whatinstalled) and the package manager's repoquery
# (whatavailable), in the helper's format: "name epoch:version-release arch", or nils.
require "singleton"

class Chef
  class Provider
    class Package
      # What both helpers share: the query and the answer's parsing.
      module HelperQueries
        include Chef::Mixin::ShellOut
        include Chef::Mixin::Which

        def start = command
        def reap = nil
        def check = command
        def restart = (reap; start)

        def options_params(options)
          options.each_with_object({}) do |opt, h|
            [[/--enablerepo=(.+)/, "enable"], [/--disablerepo=(.+)/, "disable"]].each do |pattern, key|
              next unless opt =~ pattern

              $1.split(",").each { |repo| (h["repos"] ||= []) << { key => repo } }
            end
          end
        end

        def package_query(action, provides, version: nil, arch: nil, options: {})
          command # raises where the package manager's libraries are missing
          line = case action.to_sym
                 when :whatinstalled then installed_line(provides, version, arch)
                 when :whatavailable then available_line(provides, version, arch, options || {})
                 else raise ArgumentError, "unknown package_query action #{action}"
                 end
          parse_response(line)
        end

        # -1, 0 or 1, as rpm orders two "[epoch:]version[-release]" strings (rpmvercmp on
        # each part; a missing epoch is 0, a missing release is not compared)
        def compare_versions(version1, version2)
          a = label(version1)
          b = label(version2)
          by_epoch = a[0] <=> b[0]
          return by_epoch unless by_epoch.zero?

          by_version = rpmvercmp(a[1], b[1])
          return by_version unless by_version.zero? && a[2] && b[2]

          rpmvercmp(a[2], b[2])
        end

        private

        FORMAT = "%{NAME} %{EPOCHNUM}:%{VERSION}-%{RELEASE} %{ARCH}\\n".freeze
        REPOQUERY_FORMAT = "%{name} %{epoch}:%{version}-%{release} %{arch}".freeze

        def label(text)
          epoch, rest = text.include?(":") ? text.split(":", 2) : ["0", text]
          version, release = rest.split("-", 2)
          [epoch.to_i, version, release]
        end

        # rpm's segment comparison: digits against digits numerically, letters against letters
        # as text, a numeric segment newer than an alphabetic one, "~" older than anything
        def rpmvercmp(a, b)
          return 0 if a == b

          left = a.scan(/~|\d+|[a-zA-Z]+/)
          right = b.scan(/~|\d+|[a-zA-Z]+/)
          until left.empty? && right.empty?
            x = left.shift
            y = right.shift
            return -1 if x == "~" && y != "~"
            return 1 if y == "~" && x != "~"
            return x.nil? ? -1 : 1 if x.nil? || y.nil?

            order = if x =~ /\A\d/ && y =~ /\A\d/ then x.to_i <=> y.to_i
                    elsif x =~ /\A\d/ then 1
                    elsif y =~ /\A\d/ then -1
                    else x <=> y
                    end
            return order unless order.zero?
          end
          0
        end

        def installed_line(provides, version, arch)
          out = shell_out("rpm", "-q", "--whatprovides", "--qf", FORMAT, provides)
          pick(out.exitstatus == 0 ? out.stdout.lines : [], provides, version, arch)
        end

        def available_line(provides, version, arch, options)
          out = shell_out(manager, "-q", "repoquery", "--latest-limit", "1", "--qf",
                          REPOQUERY_FORMAT, *options, provides)
          pick(out.exitstatus == 0 ? out.stdout.lines : [], provides, version, arch)
        end

        def pick(lines, provides, version, arch)
          found = lines.map(&:split).select { |f| f.size == 3 }
          found = found.select { |f| ::File.fnmatch(arch, f[2]) } if arch
          found = found.select { |f| ::File.fnmatch(version.include?(":") ? version : "*:#{version}", f[1]) || ::File.fnmatch("*:#{version}-*", f[1]) } if version
          best = found.last
          best ? best.join(" ") : "#{provides.split.first} nil nil"
        end

        def parse_response(output)
          fields = output.split.map { |x| x == "nil" ? nil : x }
          self.class.module_parent::Version.new(*fields.first(3))
        end

        def find_python(libraries, names, missing)
          found = where(*names, extra_path: "/usr/libexec").find do |f|
            shell_out("#{f} -c '#{libraries}'").exitstatus == 0
          end
          raise Chef::Exceptions::Package, missing unless found

          found
        end
      end

      class Dnf
        class Version
          attr_accessor :name, :version, :arch

          def initialize(name, version, arch)
            @name = name
            @version = version
            @arch = arch
          end

          def to_s = version.nil? ? nil : "#{name}-#{version}.#{arch}"
          def version_with_arch = version.nil? ? nil : "#{version}.#{arch}"
          def name_with_arch = name.nil? ? nil : "#{name}.#{arch}"
          def matches_name_and_arch?(other) = other.version == version && other.arch == arch
          def ==(other) = name == other.name && version == other.version && arch == other.arch
          alias eql? ==
        end

        class PythonHelper
          include Singleton
          include Chef::Provider::Package::HelperQueries

          DNF_HELPER = "dnf_helper.py".freeze

          def self.module_parent = Chef::Provider::Package::Dnf

          def dnf_command
            @dnf_command ||= "#{find_python("try:\n    import libdnf5\nexcept ImportError:\n    import dnf",
                                            %w{platform-python python python3 python2 python2.7},
                                            "cannot find dnf libraries, you may need to use yum_package")} #{DNF_HELPER}"
          end

          private

          def command = dnf_command
          def manager = "dnf"
        end
      end

      class Yum
        Version = Chef::Provider::Package::Dnf::Version

        class PythonHelper
          include Singleton
          include Chef::Provider::Package::HelperQueries

          YUM_HELPER = "yum_helper.py".freeze

          def self.module_parent = Chef::Provider::Package::Yum

          def yum_command
            @yum_command ||= "#{find_python("import yum", %w{platform-python python python2 python2.7},
                                            "cannot find yum libraries, you may need to use dnf_package")} #{YUM_HELPER}"
          end

          def close_rpmdb = nil

          private

          def command = yum_command
          def manager = "yum"
        end

        # Chef 12's cache, now answered by the helper
        class YumCache
          include Singleton

          %i{refresh reload reload_installed reload_provides reset reset_installed}.each do |name|
            define_method(name) { python_helper.restart }
          end

          def available_version(name, arch = nil)
            found = python_helper.package_query(:whatavailable, name, arch: arch)
            found.version.nil? ? nil : "#{found.version}.#{found.arch}"
          end

          def installed_version(name, arch = nil)
            found = python_helper.package_query(:whatinstalled, name, arch: arch)
            found.version.nil? ? nil : "#{found.version}.#{found.arch}"
          end

          def package_available?(name, arch = nil)
            !python_helper.package_query(:whatavailable, name, arch: arch).version.nil?
          end

          def version_available?(name, version, arch = nil)
            !python_helper.package_query(:whatavailable, name, version: version, arch: arch).version.nil?
          end

          def python_helper
            @python_helper ||= PythonHelper.instance
          end
        end
      end
    end
  end
end
