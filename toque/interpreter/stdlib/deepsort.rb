# deepsort (0.5), the gem cookbooks declare with `gem 'deepsort'`: Array and Hash learn to
# sort themselves and everything nested in them. Written from the gem's README: an element
# that can deep-sort itself is deep-sorted first, then the collection is sorted by the
# block (or by itself); `array: false` / `hash: false` leave that level's order alone.
module DeepSort
  module DeepSortArray
    def deep_sort(options = {})
      deep_sort_by(options) { |item| item }
    end

    def deep_sort!(options = {})
      deep_sort_by!(options) { |item| item }
    end

    def deep_sort_by(options = {}, &block)
      sorted = map { |item| item.respond_to?(:deep_sort_by) ? item.deep_sort_by(options, &block) : item }
      options[:array] == false ? sorted : sorted.sort_by(&block)
    end

    def deep_sort_by!(options = {}, &block)
      map! { |item| item.respond_to?(:deep_sort_by!) ? item.deep_sort_by!(options, &block) : item }
      options[:array] == false ? self : sort_by!(&block)
    end
  end

  module DeepSortHash
    def deep_sort(options = {})
      deep_sort_by(options) { |pair| pair }
    end

    def deep_sort!(options = {})
      deep_sort_by!(options) { |pair| pair }
    end

    def deep_sort_by(options = {}, &block)
      pairs = map do |key, value|
        [key.respond_to?(:deep_sort_by) ? key.deep_sort_by(options, &block) : key,
         value.respond_to?(:deep_sort_by) ? value.deep_sort_by(options, &block) : value]
      end
      Hash[options[:hash] == false ? pairs : pairs.sort_by(&block)]
    end

    def deep_sort_by!(options = {}, &block)
      pairs = map do |key, value|
        [key.respond_to?(:deep_sort_by!) ? key.deep_sort_by!(options, &block) : key,
         value.respond_to?(:deep_sort_by!) ? value.deep_sort_by!(options, &block) : value]
      end
      replace(Hash[options[:hash] == false ? pairs : pairs.sort_by!(&block)])
    end

    # Hashes have no order of their own: equal ones are 0, others compare as their pairs,
    # and failing that as their inspect strings, so a list of hashes can be sorted.
    def <=>(other)
      super(other) || to_a <=> other.to_a || to_s <=> other.to_s
    end
  end
end

Array.send(:include, DeepSort::DeepSortArray)
Hash.send(:include, DeepSort::DeepSortHash)

# The function forms (deep-sort what can be, else sort what can be, else return it as it
# is) are top-level methods, which Ruby makes private methods of Object.
class Object
  private

  def deep_sort(obj, options = {})
    if obj.respond_to?(:deep_sort)
      obj.deep_sort(options)
    elsif obj.respond_to?(:sort)
      obj.sort
    else
      obj
    end
  end

  def deep_sort!(obj, options = {})
    if obj.respond_to?(:deep_sort!)
      obj.deep_sort!(options)
    elsif obj.respond_to?(:sort!)
      obj.sort!
    else
      obj
    end
  end
end
