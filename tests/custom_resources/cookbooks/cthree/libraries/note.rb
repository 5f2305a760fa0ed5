# a library resource with its provider
class Chef::Resource::CthreeNote < Chef::Resource
  provides :cthree_note
  property :text, String, name_property: true
  default_action :create
  allowed_actions :create
end

class Chef::Provider::CthreeNote < Chef::Provider
  provides :cthree_note

  def path
    "@OUT@/#{new_resource.text}.txt"
  end

  action :create do
    unless ::File.exist?(path) && ::File.read(path) == new_resource.text
      converge_by("write #{path}") { ::File.write(path, new_resource.text) }
    end
  end
end
