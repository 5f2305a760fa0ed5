# WEBrick::HTTPServlet::ProcHandler: a block as a servlet (HTTPServer#mount_proc).

require "webrick/httpservlet/abstract"

module WEBrick
  module HTTPServlet
    class ProcHandler < AbstractServlet
      def get_instance(server, *options)
        self
      end

      def initialize(proc)
        @proc = proc
      end

      def do_GET(request, response)
        @proc.call(request, response)
      end

      alias do_POST do_GET
      alias do_PUT do_GET
      alias do_DELETE do_GET
      alias do_PATCH do_GET
    end
  end
end
