# A resource and its provider written as Ruby classes in a library (Chef 12.5+ style)
class Chef
  class Resource
    class ClibNote < Chef::Resource
      resource_name :clib_note
      provides :clib_note
      property :path, String, name_property: true
      property :text, String, default: 'note'
      allowed_actions :write, :remove
      default_action :write
    end
  end

  class Provider
    class ClibNote < Chef::Provider
      provides :clib_note

      def load_current_resource
        @current_resource = Chef::Resource::ClibNote.new(new_resource.path)
        current_resource.text(::File.read(new_resource.path)) if ::File.exist?(new_resource.path)
        current_resource
      end

      def action_write
        return if ::File.exist?(new_resource.path) && current_resource.text == new_resource.text
        converge_by "write #{new_resource.path}" do
          ::File.write(new_resource.path, new_resource.text)
        end
      end

      action :remove do
        file new_resource.path do
          action :delete
        end
      end
    end
  end
end
