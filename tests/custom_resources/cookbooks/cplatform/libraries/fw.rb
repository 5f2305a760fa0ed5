# providers chosen by a `provides` block reading an attribute the attribute files set
class Chef::Resource::CplatformFw < Chef::Resource
  provides :cplatform_fw
  default_action :apply
  allowed_actions :apply
end

class Chef::Provider::CplatformFwFirst < Chef::Provider
  provides :cplatform_fw, os: 'linux' do |node|
    node['cplatform']['solution'] == 'first'
  end

  action :apply do
    log 'first solution'
  end
end

class Chef::Provider::CplatformFwSecond < Chef::Provider
  provides :cplatform_fw, os: 'linux' do |node|
    node['cplatform']['solution'] == 'second' && node['no']['such'].nil?
  end

  action :apply do
    log 'second solution'
  end
end

class Chef::Provider::CplatformFwThird < Chef::Provider
  provides :cplatform_fw, os: 'linux' do |node|
    node['cplatform']['solution'] == 'second'
  end

  action :apply do
    log 'third solution'
  end
end
