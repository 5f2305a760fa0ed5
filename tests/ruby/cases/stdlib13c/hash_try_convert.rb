p Hash.try_convert({a: 1}), Hash.try_convert([1]), Hash.try_convert(nil)
class HLike; def to_hash; {z: 1}; end; end
p Hash.try_convert(HLike.new)
