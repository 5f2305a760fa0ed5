# chef_handler: make a Chef::Handler subclass a report, exception or start handler of this
# run (Chef 14+'s core resource). Report and exception handlers run when the converge ends.
unified_mode true
provides :chef_handler
description 'Enables and disables report, exception and start handlers'
introduced '14.0'

property :class_name, String, name_property: true,
         description: 'The name of the handler class (can be module name-spaced)'
property :source, String,
         description: 'The full path to a handler file, or the path of a gem to require'
property :arguments, [Array, Hash], default: [],
         description: 'Arguments given to the handler class when it is created'
property :type, Hash, default: { report: true, exception: true },
         description: 'The handler types: report, exception, start'

default_action :enable
allowed_actions :enable, :disable

action :enable do
  new_resource.type.each do |type, enabled|
    next unless enabled
    handlers = Chef::Config["#{type}_handlers"]
    next unless handlers.none? { |h| h.class.name == new_resource.class_name }
    converge_by("enable #{new_resource.class_name} as #{type == :exception ? 'an' : 'a'} #{type} handler") do
      require new_resource.source if new_resource.source
      klass = new_resource.class_name.split('::').inject(Object) { |mod, name| mod.const_get(name) }
      args = new_resource.arguments
      handler = args.is_a?(Hash) ? klass.new(args) : klass.new(*args)
      handlers << handler
    end
  end
end

action :disable do
  new_resource.type.each_key do |type|
    handlers = Chef::Config["#{type}_handlers"]
    next unless handlers.any? { |h| h.class.name == new_resource.class_name }
    converge_by("disable #{new_resource.class_name} as #{type == :exception ? 'an' : 'a'} #{type} handler") do
      handlers.delete_if { |h| h.class.name == new_resource.class_name }
    end
  end
end
