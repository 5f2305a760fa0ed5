module MyCookbook
  module Helpers
    def nginx_conf_dir
      platform_family?("rhel") ? "/etc/nginx/conf.d" : "/etc/nginx/sites-available"
    end

    def platform_family?(*families)
      families.include?(node["platform_family"])
    end

    def worker_count
      [node["cpu"]["total"].to_i, 1].max * 2
    end
  end
end

class FakeRecipe
  include MyCookbook::Helpers
  attr_reader :node

  def initialize(node)
    @node = node
  end
end

debian = FakeRecipe.new({ "platform_family" => "debian", "cpu" => { "total" => 4 } })
rhel = FakeRecipe.new({ "platform_family" => "rhel", "cpu" => { "total" => "0" } })
puts debian.nginx_conf_dir
puts rhel.nginx_conf_dir
puts debian.worker_count
puts rhel.worker_count
puts debian.platform_family?("debian", "ubuntu")
puts rhel.platform_family?("debian")
