# WEBrick::HTTPServlet::AbstractServlet: a servlet answers do_GET, do_POST… of a request.

require "webrick/htmlutils"
require "webrick/httputils"
require "webrick/httpstatus"

module WEBrick
  module HTTPServlet
    class HTTPServletError < StandardError; end

    class AbstractServlet
      def self.get_instance(server, *options)
        new(server, *options)
      end

      def initialize(server, *options)
        @server = @config = server
        @logger = @server[:Logger]
        @options = options
      end

      # Calls do_GET, do_POST… after the request's method; 405 when there is none.
      def service(req, res)
        method_name = "do_" + req.request_method.gsub(/-/, "_")
        if respond_to?(method_name)
          __send__(method_name, req, res)
        else
          raise HTTPStatus::MethodNotAllowed, "unsupported method `#{req.request_method}'."
        end
      end

      def do_GET(req, res)
        raise HTTPStatus::NotFound, "not found."
      end

      def do_HEAD(req, res)
        do_GET(req, res)
      end

      def do_OPTIONS(req, res)
        m = methods.grep(/\Ado_([A-Z]+)\z/) { $1 }
        m.sort!
        res["allow"] = m.join(",")
      end

      private

      def redirect_to_directory_uri(req, res)
        if req.path[-1] != ?/
          location = HTTPUtils.escape_path(req.path + "/")
          location << "?" << req.query_string if req.query_string && req.query_string.bytesize > 0
          res.set_redirect(HTTPStatus::MovedPermanently, location)
        end
      end
    end
  end
end
