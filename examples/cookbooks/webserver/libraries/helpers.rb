module Webserver
  # Helpers for recipes and templates: where things go, and how a site is listed
  module Helpers
    def conf_dir
      node['webserver']['conf_dir']
    end

    def site_conf(name)
      ::File.join(conf_dir, 'sites', "#{name}.conf")
    end
  end
end

Chef::DSL::Recipe.include(Webserver::Helpers)
