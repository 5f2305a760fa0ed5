# Loaded with `ruby -r` by `regen.py --audit-ties`: replaces MRI's unstable sorts with a
# merge sort that breaks ties by original position, forwards (TIE=1) or backwards
# (TIE=-1). A case whose output differs between the two depends on how ties are ordered,
# which MRI leaves unspecified and toque will not reproduce.
module TieAudit
  TIE = Integer(ENV.fetch("TIE_AUDIT_ORDER", "1"))

  def self.cmp(a, b)
    c = a <=> b
    raise ArgumentError, "comparison of #{a.class} with #{b.class} failed" if c.nil?
    c
  end

  def self.merge_sort(items, &cmp)
    return items.dup if items.size <= 1
    mid = items.size / 2
    left = merge_sort(items[0...mid], &cmp)
    right = merge_sort(items[mid..], &cmp)
    out = []
    until left.empty? || right.empty?
      out << (cmp.call(left.first, right.first) <= 0 ? left.shift : right.shift)
    end
    out.concat(left, right)
  end

  # entries: [key, index, value]; ties on key are ordered by TIE * index.
  def self.sort_entries(entries, &key_cmp)
    merge_sort(entries) do |a, b|
      c = key_cmp.call(a[0], b[0])
      c = Integer(c) rescue (raise ArgumentError, "comparison failed")
      c.zero? ? TIE * (a[1] <=> b[1]) : c
    end.map(&:last)
  end

  def self.sorted(list, blk)
    entries = list.each_with_index.map { |x, i| [x, i, x] }
    sort_entries(entries) { |a, b| blk ? blk.call(a, b) : cmp(a, b) }
  end

  def self.sorted_by(list, blk)
    entries = list.each_with_index.map { |x, i| [blk.call(x), i, x] }
    sort_entries(entries) { |a, b| cmp(a, b) }
  end
end

module Enumerable
  alias_method :__tie_audit_min_by, :min_by
  alias_method :__tie_audit_max_by, :max_by

  def sort(&blk) = TieAudit.sorted(to_a, blk)

  def sort_by(&blk)
    return enum_for(:sort_by) unless blk
    TieAudit.sorted_by(to_a, blk)
  end

  def min_by(n = nil, &blk)
    return enum_for(:min_by, n) unless blk
    n ? TieAudit.sorted_by(to_a, blk).first(n) : __tie_audit_min_by(&blk)
  end

  def max_by(n = nil, &blk)
    return enum_for(:max_by, n) unless blk
    n ? TieAudit.sorted_by(to_a, ->(x) { KeyNeg.new(blk.call(x)) }).first(n) : __tie_audit_max_by(&blk)
  end
end

# Reverses the order of a sort key without needing it to be numeric.
class KeyNeg
  attr_reader :v
  def initialize(v) = @v = v
  def <=>(other) = TieAudit.cmp(other.v, v)
end

class Array
  def sort(&blk) = TieAudit.sorted(self, blk)
  def sort!(&blk) = replace(TieAudit.sorted(self, blk))

  def sort_by!(&blk)
    return enum_for(:sort_by!) unless blk
    replace(TieAudit.sorted_by(self, blk))
  end
end
