actions = %i[create delete touch]
actions.each do |action|
  method_name = :"action_#{action}"
  puts method_name.inspect
end
p :action_create.to_s.sub("action_", "").to_sym
p :create.then { |a| "#{a}d" }
handlers = { create: ->(f) { "creating #{f}" }, delete: ->(f) { "deleting #{f}" } }
[:create, :delete, :touch].each do |a|
  h = handlers.fetch(a) { ->(f) { "no handler for #{a} on #{f}" } }
  puts h.call("/tmp/x")
end
p [:b, :a].sort_by(&:to_s)
p :sym.size
p :sym.to_proc.arity
p :a.instance_of?(Symbol)
p Symbol === :a
p :"".empty?
