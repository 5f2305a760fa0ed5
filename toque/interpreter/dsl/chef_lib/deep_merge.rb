# Chef::Mixin::DeepMerge: the merges Chef uses for roles, environments and attributes
# (arrays are unioned by deep_merge!, replaced by hash_only_merge).
class Chef
  module Mixin
    module DeepMerge
      extend self

      class InvalidParameter < StandardError; end

      # `second` merged into `first` (second wins), both as Mashes; neither is changed.
      def merge(first, second)
        first = Mash.new(first) unless first.is_a?(Mash)
        second = Mash.new(second) unless second.is_a?(Mash)
        DeepMerge.deep_merge(second, first)
      end

      # `source` merged into `dest` in place: hashes recursively, arrays unioned, any other
      # value replaced. Returns the merged value (a new one when dest was not a Hash).
      def deep_merge!(source, dest)
        if source.is_a?(Hash) && dest.is_a?(Hash)
          source.each do |key, value|
            dest[key] = dest.key?(key) ? deep_merge!(value, dest[key]) : value
          end
          dest
        elsif source.is_a?(Array) && dest.is_a?(Array)
          dest | source
        else
          source
        end
      end

      def deep_merge(source, dest)
        deep_merge!(safe_dup(source), safe_dup(dest))
      end

      # Like deep_merge, but only hashes merge: arrays and scalars of merge_with replace.
      def hash_only_merge(merge_onto, merge_with)
        hash_only_merge!(safe_dup(merge_onto), safe_dup(merge_with))
      end

      def hash_only_merge!(merge_onto, merge_with)
        return merge_with unless merge_onto.is_a?(Hash) && merge_with.is_a?(Hash)

        merge_with.each do |key, value|
          merge_onto[key] = merge_onto.key?(key) ? hash_only_merge(merge_onto[key], value) : value
        end
        merge_onto
      end

      def safe_dup(thing)
        thing.dup
      rescue TypeError
        thing
      end
    end
  end
end
