def process(items)
  items.map do |item|
    begin
      begin
        raise ArgumentError, "neg" if item < 0
        raise TypeError, "big" if item > 100
        item * 2
      rescue ArgumentError => e
        "inner caught #{e.message}"
      end
    rescue TypeError => e
      "outer caught #{e.message}"
    end
  end
end
p process([1, -1, 200, 50])

value = begin
  begin
    raise "x"
  ensure
    puts "inner ensure"
  end
rescue
  "rescued after ensure"
end
p value
