# A provider that does not support why-run, chosen by the resource class's `provider`
class Chef::Provider::ClibNowhyMaker < Chef::Provider
  def whyrun_supported?
    false
  end

  def load_current_resource
    raise 'must not be probed under why-run' if whyrun_mode?
  end

  def action_make
    converge_by("make #{new_resource.name}") { ::File.write(new_resource.name, 'made') }
  end
end

class Chef::Resource::ClibNowhy < Chef::Resource
  provides :clib_nowhy
  provider Chef::Provider::ClibNowhyMaker
  property :kind, String, identity: true, default: 'plain'
  default_action :make
  allowed_actions :make
end
