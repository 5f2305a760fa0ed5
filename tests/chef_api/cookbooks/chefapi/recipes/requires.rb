# Chef's files load (Chef has loaded them all before any cookbook runs); a file toque does
# not define, or that Chef does not have, raises LoadError where it is required.
%w(
  chef chef/json_compat chef/mixin/shell_out chef/util/file_edit chef/resource
  chef/version_constraint chef/version_class chef/mash chef/log chef/config chef/node
  chef/search/query chef/dsl/recipe chef/dsl/platform_introspection chef/dsl/data_query
  chef/dsl/include_recipe chef/dsl/reboot_pending chef/dsl/registry_helper chef/dsl/powershell
  chef/mixin/deep_merge chef/mixin/which chef/mixin/securable chef/mixin/params_validate
  chef/mixin/homebrew chef/mixin/windows_env_helper chef/mixin/convert_to_class_name
  chef/mixin/checksum chef/digester chef/node/immutable_collections chef-config/config
  chef-utils chef-utils/dsl/which mixlib/shellout chef/exceptions chef/recipe chef-vault
).each do |feature|
  puts "#{feature}: #{require(feature).inspect}"
end
p require('chef/json_compat')
%w(chef/no_such_file chef/mixin/no_such_mixin chef/whitelist).each do |feature|
  require feature
rescue LoadError => e
  puts e.message
end
