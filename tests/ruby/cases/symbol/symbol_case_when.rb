def describe(action)
  case action
  when :create, :create_if_missing then "make it"
  when :delete then "remove it"
  when :nothing then "skip"
  when Symbol then "unknown symbol #{action.inspect}"
  when String then "string #{action}"
  else "other"
  end
end

%i[create create_if_missing delete nothing bogus].each { |a| puts describe(a) }
puts describe("create")
puts describe(1)
puts :create == "create"
puts :create.to_s == "create"
puts [:a, :b].map(&:to_proc).map { |pr| pr.call({ a: 1 }) rescue "err" }.inspect
