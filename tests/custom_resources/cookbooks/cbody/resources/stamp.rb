# A resource that may be declared without a name (Chef 16+: a default for the name property)
property :name, String, default: ''
property :file, String, required: true
action :touch do
  converge_by "stamp #{new_resource.file} (name #{new_resource.name.inspect})" do
    ::File.write(new_resource.file, "stamped\n")
  end
end
