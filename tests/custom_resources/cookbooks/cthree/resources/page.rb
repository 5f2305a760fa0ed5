# a custom resource
property :text, String, name_property: true
load_current_value do |desired|
  path = "@OUT@/#{desired.text}.txt"
  current_value_does_not_exist! unless ::File.exist?(path)
  text ::File.read(path)
end
action :create do
  converge_if_changed do
    file "@OUT@/#{new_resource.text}.txt" do
      content new_resource.text
    end
  end
end
