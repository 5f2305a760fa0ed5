# Chef::Resource::Notification: a resource to notify, the action, and the resource notifying,
# as a library builds one to queue with run_context.add_delayed_action. A reference given as
# "type[name]" is looked up in a resource collection by fix_resource_reference.
class Chef
  class Resource
    class Notification
      attr_accessor :resource, :action, :notifying_resource, :unified_mode

      def initialize(resource, action, notifying_resource, unified_mode = false)
        @resource = resource
        @action = action&.to_sym
        @notifying_resource = notifying_resource
        @unified_mode = unified_mode
      end

      def duplicates?(other_notification)
        unless other_notification.respond_to?(:resource) && other_notification.respond_to?(:action)
          raise ArgumentError, "only duck-types of Chef::Resource::Notification can be checked for duplication " \
                               "you gave #{other_notification.inspect}"
        end

        other_notification.resource == resource && other_notification.action == action
      end

      def resolve_resource_reference(resource_collection, always_raise = false)
        return resource if resource.is_a?(Chef::Resource) && notifying_resource.is_a?(Chef::Resource)

        fix_resource_reference(resource_collection, always_raise) unless resource.is_a?(Chef::Resource)
        fix_notifier_reference(resource_collection) unless notifying_resource.is_a?(Chef::Resource)
      end

      def fix_resource_reference(resource_collection, always_raise = false)
        found = resource_collection.find(resource)
        if found.is_a?(Array) && found.size > 1
          raise Chef::Exceptions::InvalidResourceReference,
            "Notification #{self} from #{notifying_resource} was created with a reference to multiple resources, " \
            "but can only notify one resource. Notifying resource was defined on #{notifying_resource.source_line}"
        end
        self.resource = found
      rescue Chef::Exceptions::ResourceNotFound
        raise if unified_mode && !always_raise

        raise Chef::Exceptions::ResourceNotFound,
          "resource #{notifying_resource} is configured to notify resource #{resource} with action #{action}, " \
          "but #{resource} cannot be found in the resource collection. #{notifying_resource} is defined in " \
          "#{notifying_resource.respond_to?(:source_line) ? notifying_resource.source_line : "?"}\n"
      end

      def fix_notifier_reference(resource_collection)
        found = resource_collection.find(notifying_resource)
        if found.is_a?(Array) && found.size > 1
          raise Chef::Exceptions::InvalidResourceReference,
            "Notification #{self} from #{notifying_resource} was created with a reference to multiple notifying " \
            "resources, but can only originate from one resource.  Destination resource was defined " \
            "on #{resource.source_line}"
        end
        self.notifying_resource = found
      rescue Chef::Exceptions::ResourceNotFound
        raise Chef::Exceptions::ResourceNotFound,
          "Resource #{resource} is configured to receive notifications from #{notifying_resource} with action #{action}, " \
          "but #{notifying_resource} cannot be found in the resource collection. #{resource} is defined in " \
          "#{resource.respond_to?(:source_line) ? resource.source_line : "?"}\n"
      end

      def ==(other)
        return false unless other.is_a?(self.class)

        other.resource == resource && other.action == action && other.notifying_resource == notifying_resource
      end
    end
  end
end
