# Chef::AttributeAllowlist and Chef::AttributeBlocklist: the filters Chef applies to the node's
# attributes before saving it (allowed_*_attributes / blocked_*_attributes in client.rb), as
# cookbooks call them on their own data. An item is a "a/b/c" path or an Array of keys.
class Chef
  module AttributePaths
    def self.to_array(item)
      return item if item.is_a?(Array)

      parts = item.split("/")
      parts.shift if !parts.empty? && parts[0].empty?
      parts
    end
  end

  class AttributeAllowlist
    # A new Hash holding only the allowlisted paths of `data` (all of it for nil)
    def self.filter(data, allowlist = nil)
      return data if allowlist.nil?

      allowlist.each_with_object({}) { |item, new_data| add_data(data, new_data, item) }
    end

    def self.add_data(data, new_data, item)
      parts = Chef::AttributePaths.to_array(item)
      all_data = data
      filtered = new_data
      parts[0..-2].each do |part|
        unless all_data.key?(part)
          Chef::Log.warn("Could not find allowlist attribute #{item}.")
          return nil
        end
        filtered[part] ||= {}
        filtered = filtered[part]
        all_data = all_data[part]
      end
      unless all_data.key?(parts[-1])
        Chef::Log.warn("Could not find allowlist attribute #{item}.")
        return nil
      end
      filtered[parts[-1]] = all_data[parts[-1]]
      new_data
    end
    private_class_method :add_data
  end

  class AttributeBlocklist
    # `data` with the blocklisted paths removed (in place)
    def self.filter(data, blocklist = nil)
      return data if blocklist.nil?

      blocklist.each do |item|
        Chef::Log.warn("Removing item #{item}")
        remove_data(data, item)
      end
      data
    end

    def self.remove_data(data, item)
      parts = Chef::AttributePaths.to_array(item)
      ref = data
      parts[0..-2].each do |part|
        unless ref[part]
          Chef::Log.warn("Could not find blocklist attribute #{item}.")
          return nil
        end
        ref = ref[part]
      end
      unless ref.key?(parts[-1])
        Chef::Log.warn("Could not find blocklist attribute #{item}.")
        return nil
      end
      ref.delete(parts[-1])
      data
    end
    private_class_method :remove_data
  end
end
