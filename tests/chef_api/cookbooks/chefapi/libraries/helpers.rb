require 'chef/mixin/shell_out'
require 'chef/json_compat'
require 'chef/util/file_edit'
require 'chef/version_constraint'
require 'chef/mixin/deep_merge'

module ChefApi
  # a library module that includes Chef's mixins, as cookbooks' helpers do
  module Helpers
    include Chef::Mixin::ShellOut
    include Chef::Mixin::Which

    def echoed(word)
      shell_out('echo', word).stdout.strip
    end

    def has_sh?
      !!which('sh')
    end
  end
end

Chef::DSL::Recipe.include(ChefApi::Helpers)
