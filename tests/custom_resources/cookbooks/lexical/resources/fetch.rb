# class_from_file's lexical scope is Chef's: `Resource` is Chef::Resource, `Log` Chef::Log
unified_mode true
property :source, [String, Resource], desired_state: false

action :run do
  Log.debug("fetching #{new_resource.source}")
  ::File.write('@OUT@/lexical.txt', "#{new_resource.source.is_a?(Resource)} #{Resource.name}\n")
end
