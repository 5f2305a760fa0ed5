def whyrun_supported?
  true
end

action :create do
  path = "@OUT@/#{new_resource.text}.txt"
  unless ::File.exist?(path)
    converge_by("write #{path}") { ::File.write(path, new_resource.text) }
  end
end
