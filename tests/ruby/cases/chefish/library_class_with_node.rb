module Nginx
  class SiteConfig
    DEFAULTS = { "port" => 80, "ssl" => false, "root" => nil }.freeze

    attr_reader :name

    def initialize(name, attrs)
      @name = name
      @attrs = DEFAULTS.merge(attrs)
    end

    def port = @attrs["ssl"] ? 443 : @attrs["port"]
    def root = @attrs["root"] || "/var/www/#{name}"

    def ==(other) = other.is_a?(SiteConfig) && name == other.name
    alias eql? ==
    def hash = name.hash

    def to_s = "site #{name} on :#{port} serving #{root}"
  end

  def self.sites(node)
    node.fetch("nginx", {}).fetch("sites", {}).map { |n, a| SiteConfig.new(n, a) }
  end
end
node = { "nginx" => { "sites" => { "shop" => { "ssl" => true }, "blog" => { "root" => "/srv/blog" }, "api" => { "port" => 8080 } } } }
sites = Nginx.sites(node)
puts sites
p sites.map(&:port).sum
p sites.uniq.size
p (sites + Nginx.sites(node)).uniq.size
p Nginx.sites({}).empty?
p Nginx::SiteConfig::DEFAULTS.frozen?
