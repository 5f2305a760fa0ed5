require 'deepsort'

nested = { "b" => 3, "a" => [2, 1], "c" => { "z" => [3, 1, 2], "y" => 0 } }
p nested.deep_sort
p nested
p [[3, 1], [2, 0], [1]].deep_sort
p({ "b" => [2, 1], "a" => [4, 3] }.deep_sort(array: false))
p({ "b" => [2, 1], "a" => [4, 3] }.deep_sort(hash: false))
p [{ "c" => [2, 1] }, ["b", "a"]].deep_sort_by { |o| o.to_s }
same = { "b" => [2, 1], "a" => 1 }
r = same.deep_sort!
p same, r.equal?(same)
arr = [[3, 1], [2, 1]]
p arr.deep_sort!, arr
p deep_sort([3, 1, 2]), deep_sort(5), deep_sort({ 2 => 1, 1 => 2 })
x = [3, 1]
deep_sort!(x)
p x
p [{ "b" => 1 }, { "a" => 2 }, { "a" => 1 }].deep_sort
p({ "a" => 1 } <=> { "a" => 1 }, { "a" => 1 } <=> { "b" => 1 }, { "b" => 1 } <=> { "a" => 1 })
p defined?(DeepSort::DeepSortArray), Array.include?(DeepSort::DeepSortArray)
begin
  [{ 2 => 3 }, 1].deep_sort
rescue StandardError => e
  puts "#{e.class}: #{e.message.lines.first.chomp}"
end
p 1.respond_to?(:deep_sort), Object.private_method_defined?(:deep_sort)
begin
  [[2, "a"], [1, :b]].deep_sort
rescue StandardError => e
  puts "#{e.class}: #{e.message.lines.first.chomp}"
end
