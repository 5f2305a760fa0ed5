# Plain Ruby of the kind cookbook libraries hold.
module Toque
  module Example
    module Helpers
      DEFAULT_PORT = 80

      def self.port_for(site, fallback = DEFAULT_PORT)
        Integer(site.fetch(:port, fallback))
      rescue ArgumentError, TypeError => e
        Chef::Log.warn("bad port for #{site.inspect}: #{e.message}")
        fallback
      end

      def listen_lines(sites)
        sites.sort_by { |name, _| name }
             .map { |name, site| "listen #{Helpers.port_for(site)}; # #{name}" }
             .join("\n")
      end

      def version_at_least?(have, want)
        (have.split('.').map(&:to_i) <=> want.split('.').map(&:to_i)) >= 0
      end
    end
  end
end

class Chef
  class Recipe
    include Toque::Example::Helpers
  end
end
