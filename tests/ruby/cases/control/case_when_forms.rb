def describe(x)
  case x
  when nil then "nil"
  when Integer, Float then "number #{x}"
  when 1..5 then "unreachable"
  when /\A\d+\z/ then "numeric string"
  when String then "string #{x.inspect}"
  when :a, :b then "symbol a or b"
  when Symbol then "other symbol"
  when Array then "array of #{x.size}"
  when Hash then "hash"
  when ->(v) { v.respond_to?(:call) } then "callable"
  else "unknown #{x.class}"
  end
end

[nil, 3, 2.5, "42", "hi", :a, :zz, [1, 2], { k: 1 }, -> {}, true].each { |v| puts describe(v) }

WEEKEND = %w[sat sun]
def day_type(d)
  case d
  when *WEEKEND then "weekend"
  when "mon", *%w[tue wed thu fri] then "weekday"
  else "invalid"
  end
end
p %w[sat mon thu xyz].map { |d| day_type(d) }
v = case 7
    when 1..5 then "low"
    when 6..10 then "high"
    end
p v
p (case 99 when 1 then :one end)
