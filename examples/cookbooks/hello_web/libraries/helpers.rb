module HelloWeb
  module Helpers
    def page_path(name)
      ::File.join(site_root, "#{name}.html")
    end

    def site_root
      ::File.join(node['base']['root'], 'site')
    end
  end
end

Chef::Recipe.send(:include, HelloWeb::Helpers)
