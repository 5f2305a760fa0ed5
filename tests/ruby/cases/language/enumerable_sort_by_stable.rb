class Words
  include Enumerable
  def each(&b); %w[pear fig apple kiwi].each(&b); end
end
p Words.new.sort_by { [_1.size, _1] }, Words.new.min_by(&:size), Words.new.max_by(&:size), Words.new.minmax_by(&:size)
