module MyCookbook
  module Helpers
    def app_dir
      node['app']['dir'] || '/opt/app'
    end
  end
end

class Chef::Node
  def app_user
    self['app']['user']
  end
end

Chef::Recipe.send(:include, MyCookbook::Helpers)
Chef::Resource.include MyCookbook::Helpers
