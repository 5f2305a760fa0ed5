# WEBrick::HTTPServer: a GenericServer that answers HTTP with the servlets mounted on
# its paths (MountTable), virtual hosts and the access log.

require "webrick/server"
require "webrick/httputils"
require "webrick/httpstatus"
require "webrick/httprequest"
require "webrick/httpresponse"
require "webrick/httpservlet"
require "webrick/accesslog"

module WEBrick
  class HTTPServerError < ServerError; end

  class HTTPServer < GenericServer
    class MountTable
      def initialize
        @tab = {}
      end

      def [](dir)
        dir = normalize(dir)
        @tab[dir]
      end

      def []=(dir, val)
        @tab[normalize(dir)] = val
      end

      def delete(dir)
        @tab.delete(normalize(dir))
      end

      # The servlet mounted on the longest folder that starts `path`, that folder, and
      # the rest of the path.
      def scan(path)
        @tab.keys.sort_by { |d| -d.size }.each do |dir|
          next unless dir.empty? || path == dir || path.start_with?(dir + "/")
          return [@tab[dir], dir, path[dir.size..]]
        end
        nil
      end

      private

      def normalize(dir)
        ret = dir ? dir.dup : +""
        ret.sub!(%r|/+\z|, "")
        ret
      end
    end

    def initialize(config = {}, default = Config::HTTP)
      super(config, default)
      @http_version = HTTPVersion.convert(@config[:HTTPVersion])
      @mount_tab = MountTable.new
      if @config[:DocumentRoot]
        mount("/", HTTPServlet::FileHandler, @config[:DocumentRoot], @config[:DocumentRootOptions])
      end
      unless @config[:AccessLog]
        @config[:AccessLog] = [
          [$stderr, AccessLog::COMMON_LOG_FORMAT],
          [$stderr, AccessLog::REFERER_LOG_FORMAT],
        ]
      end
      @virtual_hosts = []
    end

    def run(sock)
      req = HTTPRequest.new(@config)
      res = HTTPResponse.new(@config)
      begin
        req.parse(sock)
        res.request_method = req.request_method
        res.request_uri = req.request_uri
        res.request_http_version = req.http_version
        @config[:RequestCallback]&.call(req, res)
        server = lookup_server(req) || self
        server.service(req, res)
      rescue HTTPStatus::EOFError
        return
      rescue HTTPStatus::Error => e
        @logger.error(e.message)
        res.set_error(e)
      rescue HTTPStatus::Status => e
        res.status = e.code
      rescue StandardError => e
        @logger.error(e)
        res.set_error(e, true)
      end
      out = +""  # the access log line is written before the client has the answer, so
      res.send_response(out)  # that a client's next request is logged after this one
      server = lookup_server(req) || self
      server.access_log(@config, req, res)
      sock << out
    end

    def service(req, res)
      if req.unparsed_uri == "*"
        if req.request_method == "OPTIONS"
          do_OPTIONS(req, res)
          raise HTTPStatus::OK
        end
        raise HTTPStatus::NotFound, "`#{req.unparsed_uri}' not found."
      end
      servlet, options, script_name, path_info = search_servlet(req.path)
      raise HTTPStatus::NotFound, "`#{req.path}' not found." unless servlet
      req.script_name = script_name
      req.path_info = path_info
      si = servlet.get_instance(self, *options)
      @logger.debug(format("%s is invoked.", si.class.name))
      si.service(req, res)
    end

    def do_OPTIONS(req, res)
      res["allow"] = "GET,HEAD,POST,OPTIONS"
    end

    def mount(dir, servlet, *options)
      @logger.debug(sprintf("%s is mounted on %s.", servlet.inspect, dir))
      @mount_tab[dir] = [servlet, options]
    end

    def mount_proc(dir, proc = nil, &block)
      proc ||= block
      raise HTTPServerError, "must pass a proc or block" unless proc
      mount(dir, HTTPServlet::ProcHandler.new(proc))
    end

    def unmount(dir)
      @logger.debug(sprintf("unmount %s.", dir))
      @mount_tab.delete(dir)
    end
    alias umount unmount

    def search_servlet(path)
      found = @mount_tab.scan(path)
      return nil unless found
      (servlet, options), script_name, path_info = found
      [servlet, options, script_name, path_info]
    end

    def virtual_host(server)
      @virtual_hosts << server
      @virtual_hosts = @virtual_hosts.sort_by { |s| [s[:Port] ? 0 : 1, s[:BindAddress] ? 0 : 1, s[:ServerName] ? 0 : 1] }
    end

    def lookup_server(req)
      @virtual_hosts.find do |s|
        (s[:Port].nil? || req.port == s[:Port]) &&
          ((s[:BindAddress].nil? || req.addr[3] == s[:BindAddress]) ||
           (s[:ServerName].nil? || req.host == s[:ServerName]) ||
           (!s[:ServerAlias].nil? && s[:ServerAlias].find { |h| h === req.host }))
      end
    end

    def access_log(config, req, res)
      param = AccessLog.setup_params(config, req, res)
      @config[:AccessLog].each do |logger, fmt|
        logger << AccessLog.format(fmt + "\n", param)
      end
    end
  end
end
