# deepmerge, shipped in the deepsort gem (`require 'deepmerge'`): arrays merge by
# concatenating without duplicates, hashes by merging, recursively where both sides can.
module DeepMerge
  module DeepMergeArray
    def deep_merge(other)
      (self + other).uniq
    end

    def deep_merge!(other)
      replace(concat(other).uniq)
    end
  end

  module DeepMergeHash
    def deep_merge(other)
      merge(other) { |_key, mine, theirs| mine.respond_to?(:deep_merge) ? mine.deep_merge(theirs) : theirs }
    end

    def deep_merge!(other)
      merge!(other) { |_key, mine, theirs| mine.respond_to?(:deep_merge!) ? mine.deep_merge!(theirs) : theirs }
    end
  end
end

Array.send(:include, DeepMerge::DeepMergeArray)
Hash.send(:include, DeepMerge::DeepMergeHash)

# The function forms are top-level methods, which Ruby makes private methods of Object.
class Object
  private

  def deep_merge(source, other)
    source.respond_to?(:deep_merge) ? source.deep_merge(other) : other
  end

  def deep_merge!(source, other)
    source.respond_to?(:deep_merge) ? source.deep_merge!(other) : other
  end
end
