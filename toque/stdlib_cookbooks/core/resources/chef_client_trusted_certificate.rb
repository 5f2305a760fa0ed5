# chef_client_trusted_certificate: a certificate the client trusts for TLS, written as
# "<cert_name>.pem" in Chef::Config[:trusted_certs_dir] (Chef's resource, 16.5+).
unified_mode true
provides :chef_client_trusted_certificate
description "Add a certificate to the client's trusted certificate directory"
introduced '16.5'

property :cert_name, String, name_property: true
property :certificate, String, required: [:add]

default_action :add
allowed_actions :add, :remove

action :add do
  unless ::Dir.exist?(Chef::Config[:trusted_certs_dir])
    directory Chef::Config[:trusted_certs_dir] do
      mode '0640'
      recursive true
    end
  end

  file cert_path do
    content new_resource.certificate
    mode '0640'
    sensitive new_resource.sensitive
  end
end

action :remove do
  file cert_path do
    action :delete
  end
end

action_class do
  def cert_path
    path = ::File.join(Chef::Config[:trusted_certs_dir], new_resource.cert_name)
    path.end_with?('.pem') ? path : "#{path}.pem"
  end
end
