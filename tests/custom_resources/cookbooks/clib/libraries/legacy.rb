# The Chef 11 style: LWRPBase classes, set_or_return accessors, @provider in initialize
class Chef
  class Resource
    class ClibLegacy < Chef::Resource::LWRPBase
      provides :clib_legacy
      actions :make
      default_action :make

      def initialize(name, run_context = nil)
        super
        @provider = Chef::Provider::ClibLegacyMaker
      end

      def content(arg = nil)
        set_or_return(:content, arg, kind_of: String, default: 'legacy')
      end
    end
  end

  class Provider
    class ClibLegacyMaker < Chef::Provider::LWRPBase
      def whyrun_supported?
        true
      end

      action :make do
        file new_resource.name do
          content new_resource.content
        end
      end
    end
  end
end

# a core resource class reopened and subclassed
class Chef::Resource::File
  def shouted_path
    path.upcase
  end
end

class Chef::Resource::ClibFile < Chef::Resource::File
  provides :clib_file
  property :banner, String, default: 'managed'

  def after_created
    content("#{banner}\n") if content.nil?
  end
end
