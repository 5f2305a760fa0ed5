names = [Chef::Resource::Template, Chef::Resource::Package, Chef::Resource::AptPackage.superclass,
         Chef::Provider::Service::Systemd, Chef::Provider::Package::Apt, Chef::Provider::Mount::Mount,
         Chef::Provider::Service::Systemd.superclass, Chef::Resource::LWRPBase.superclass,
         Chef::Provider::LWRPBase.superclass]
log names.map(&:name).join(' ')
log 'constants' do
  action :nothing
end
log "log? #{resources('log[constants]').is_a?(Chef::Resource::Log)}"
