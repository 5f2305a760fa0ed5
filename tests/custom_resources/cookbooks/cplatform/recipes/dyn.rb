# a `provides` block is asked at each resolution: the attribute as it is then decides
node.default['cplatform']['dyn'] = 'a'
cplatform_dyn 'one'
node.default['cplatform']['dyn'] = 'b'
cplatform_dyn 'two'
node.default['cplatform']['dyn'] = 'c'
begin
  cplatform_dyn 'three'
rescue Chef::Exceptions::NoSuchResourceType => e
  log "refused: #{e.message}"
end

# a provider's block is asked when the provider is chosen, at converge
node.default['cplatform']['solution'] = 'first'
cplatform_fw 'early'
ruby_block 'switch' do
  block { node.default['cplatform']['solution'] = 'second' }
end
cplatform_fw 'late'
