def risky(kind)
  case kind
  when :zero then 1 / 0
  when :type then "a" + 1
  when :key then {}.fetch(:x)
  when :index then [].fetch(3)
  when :name then undefined_thing
  when :nomethod then nil.upcase
  when :arg then Integer("zz")
  when :custom then raise NotImplementedError, "todo"
  end
  "no error"
end

%i[zero type key index name nomethod arg custom none].each do |k|
  result = begin
    risky(k)
  rescue ZeroDivisionError, TypeError => e
    "math/type: #{e.class}"
  rescue KeyError => e
    "key: #{e.message}"
  rescue IndexError => e
    "index: #{e.message}"
  rescue NoMethodError => e
    "nomethod: #{e.message}"
  rescue NameError => e
    "name: #{e.message}"
  rescue StandardError => e
    "standard: #{e.class} #{e.message}"
  rescue ScriptError => e
    "script: #{e.class} #{e.message}"
  end
  puts "#{k}: #{result}"
end
