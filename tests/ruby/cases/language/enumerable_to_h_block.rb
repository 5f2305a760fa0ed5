class KV
  include Enumerable
  def each; yield :a, 1; yield :b, 2; end
end
p KV.new.to_h, KV.new.to_h { |k, v| [v, k] }, KV.new.map { |k, v| "#{k}#{v}" }, KV.new.each_with_index.to_a
