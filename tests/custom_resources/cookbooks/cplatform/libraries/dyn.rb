# resources chosen by a `provides` block each time the name is resolved (as Chef's NodeMap)
class Chef::Resource::CplatformDynA < Chef::Resource
  provides :cplatform_dyn do |node|
    node['cplatform']['dyn'] == 'a'
  end
  default_action :run
  allowed_actions :run

  action :run do
    log "dyn a #{new_resource.name}"
  end
end

class Chef::Resource::CplatformDynB < Chef::Resource
  provides :cplatform_dyn do |node|
    node['cplatform']['dyn'] == 'b'
  end
  default_action :run
  allowed_actions :run

  action :run do
    log "dyn b #{new_resource.name}"
  end
end
