nested = node['chefapi']['nested']
p nested.class, nested.is_a?(Hash), nested.is_a?(Mash), nested.is_a?(Chef::Node::ImmutableMash)
p node['chefapi']['list'].class, node['chefapi']['list'].is_a?(Array)
p node[:chefapi][:nested][:key], nested.fetch(:other), nested.dig(:key), nested.attribute?(:key)
p node.default['chefapi'].class, Chef::Node::VividMash.ancestors.include?(Object)
p Chef::Node::Attribute.is_a?(Class)
copy = nested.dup
copy[:added] = true
p copy.class, copy.keys
plain = nested.to_h
p plain.class, plain['key'].frozen?
begin
  nested['key'] = 'changed'
rescue Chef::Exceptions::ImmutableAttributeModification => e
  p e.class.superclass
end
begin
  node['chefapi']['list'] << 'c'
rescue Chef::Exceptions::ImmutableAttributeModification
  puts 'array refused'
end
p node.attribute?('chefapi'), node.attribute?('nope')
p node.default_attrs['chefapi']['list'], node.override_attrs['chefapi']['nested']['other']
p node.normal_attrs.class, node.automatic_attrs['kernel']['name'].class
keys = []
node.each_attribute { |k, _v| keys << k }
p keys.include?('chefapi'), keys.include?('kernel')
# Chef's immutable collections refuse writes without being frozen objects; leaves are frozen
p node['chefapi'].frozen?, node['chefapi']['list'].frozen?, node['chefapi']['nested']['key'].frozen?
# Chef's VividMash is a Mash (a Hash) over its level: Hash methods read it, mutators change it
level = node.default['chefapi']['nested']
p level.is_a?(Hash), level.is_a?(Mash), level.keys, level.map { |k, v| "#{k}=#{v}" }
level.merge!('merged' => 2)
level.delete_if { |k, _| k == 'key' }
p node['chefapi']['nested'].keys.sort, node.default['chefapi']['nested'].to_a
