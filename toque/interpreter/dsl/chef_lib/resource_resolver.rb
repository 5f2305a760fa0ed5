# Chef::ResourceResolver: which resource class a name resolves to on a node, as the recipe
# DSL resolves it (`Chef::ResourceResolver.resolve(:package, node: node)` is AptPackage on
# debian); nil when none does.
class Chef
  class ResourceResolver
    attr_reader :node, :resource_name, :canonical
    alias_method :resource, :resource_name

    def self.resolve(resource_name, node: nil, canonical: nil)
      new(node, resource_name, canonical: canonical).resolve
    end

    def self.list(resource_name, node: nil, canonical: nil)
      new(node, resource_name, canonical: canonical).list
    end

    def initialize(node, resource_name, canonical: nil)
      @node = node
      @resource_name = resource_name.to_sym
      @canonical = canonical
    end

    def resolve
      Chef::Resource.resource_for_node(resource_name, node)
    rescue Chef::Exceptions::NoSuchResourceType
      nil
    end

    def list = [resolve].compact

    def provided_by?(resource_class) = resolve == resource_class
  end
end
