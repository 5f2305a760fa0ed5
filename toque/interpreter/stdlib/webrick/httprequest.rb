# WEBrick::HTTPRequest: one request, read off a connection.

require "webrick/httpversion"
require "webrick/httpstatus"
require "webrick/httputils"
require "webrick/cookie"

module WEBrick
  class HTTPRequest
    BODY_CONTAINABLE_METHODS = ["POST", "PUT"]

    attr_reader :request_line, :request_method, :unparsed_uri, :http_version,
                :request_uri, :path, :header, :cookies, :accept, :accept_charset,
                :accept_encoding, :accept_language, :peeraddr, :addr, :attributes,
                :request_time, :keep_alive, :raw_header
    attr_accessor :script_name, :path_info, :query_string, :user

    def initialize(config)
      @config = config
      @buffer_size = @config[:InputBufferSize]
      @logger = config[:Logger]
      @request_line = @request_method = @unparsed_uri = @http_version = nil
      @request_uri = @host = @port = @path = nil
      @script_name = @path_info = nil
      @query_string = nil
      @query = nil
      @header = Hash.new([].freeze)
      @raw_header = []
      @cookies = []
      @accept = @accept_charset = @accept_encoding = @accept_language = []
      @body = nil
      @user = nil
      @attributes = {}
      @keep_alive = false
      @request_time = nil
      @peeraddr = @addr = nil
      @forwarded_proto = nil
    end

    # Reads one request off `socket` (a WEBrick::Transport::Connection).
    def parse(socket = nil)
      @socket = socket
      @peeraddr = socket.peeraddr
      @addr = socket.addr
      got = socket.read_request
      raise HTTPStatus::EOFError unless got
      raise HTTPStatus::BadRequest, got if got.is_a?(String)
      line, pairs, @body = got
      @request_time = Time.now
      @request_line = line
      unless (m = /^(\S+)\s+(\S++)(?:\s+HTTP\/(\d+\.\d+))?\r?\n/mo.match(line))
        raise HTTPStatus::BadRequest, "bad Request-Line `#{line.chomp}'."
      end
      @request_method, @unparsed_uri, version = m[1], m[2], m[3]
      @http_version = HTTPVersion.new(version || "0.9")
      pairs.each do |name, value|
        @raw_header << "#{name}: #{value}\r\n"
        key = name.downcase
        @header[key] = [] unless @header.key?(key)
        @header[key] << value
      end
      @request_uri = parse_uri(@unparsed_uri)
      @path = HTTPUtils.unescape(@request_uri.path)
      @path = HTTPUtils.normalize_path(@path)
      @host = @request_uri.host
      @port = @request_uri.port
      @query_string = @request_uri.query
      @script_name = ""
      @path_info = @path.dup
      @accept = self["accept"] ? self["accept"].split(/,\s*/).map { |s| s.split(";").first } : []
      @cookies = @header["cookie"].flat_map { |raw| Cookie.parse(raw) || [] }
      @keep_alive = false
    rescue RuntimeError => e
      raise HTTPStatus::BadRequest, e.message
    end

    def [](header_name)
      value = @header[header_name.downcase]
      value.empty? ? nil : value.join(", ")
    end

    def each
      @header.each { |k, v| yield(k, v.empty? ? nil : v.join(", ")) }
    end

    def host
      @host
    end

    def port
      @port
    end

    def server_name
      @config[:ServerName]
    end

    def remote_ip
      @peeraddr && @peeraddr[3]
    end

    def ssl?
      @request_uri&.scheme == "https"
    end

    def keep_alive?
      @keep_alive
    end

    def content_length
      (self["content-length"] || 0).to_i
    end

    def content_type
      self["content-type"]
    end

    def body(&block)
      block&.call(@body) if @body
      @body
    end

    def body_reader
      StringIO.new(@body.to_s)
    end

    def query
      unless @query
        if @request_method == "GET" || @request_method == "HEAD"
          @query = HTTPUtils.parse_query(@query_string)
        elsif content_type =~ /^application\/x-www-form-urlencoded/
          @query = HTTPUtils.parse_query(body)
        else
          @query = {}
        end
      end
      @query
    end

    def meta_vars
      meta = {}
      meta["CONTENT_LENGTH"] = content_length.to_s if content_length > 0
      meta["CONTENT_TYPE"] = content_type.dup if content_type
      meta["GATEWAY_INTERFACE"] = "CGI/1.1"
      meta["PATH_INFO"] = @path_info ? @path_info.dup : ""
      meta["QUERY_STRING"] = @query_string ? @query_string.dup : ""
      meta["REMOTE_ADDR"] = @peeraddr[3]
      meta["REMOTE_HOST"] = @peeraddr[2]
      meta["REQUEST_METHOD"] = @request_method.dup
      meta["REQUEST_URI"] = @request_uri.to_s
      meta["SCRIPT_NAME"] = @script_name.dup
      meta["SERVER_NAME"] = @host
      meta["SERVER_PORT"] = @port.to_s
      meta["SERVER_PROTOCOL"] = "HTTP/" + @config[:HTTPVersion].to_s
      meta["SERVER_SOFTWARE"] = @config[:ServerSoftware].dup
      each { |key, val| meta["HTTP_" + key.gsub(/-/o, "_").upcase] = val }
      meta
    end

    def to_s
      ret = @request_line.dup
      @raw_header.each { |line| ret << line }
      ret << CRLF
      ret << body if body
      ret
    end

    def fixup
    end

    private

    def parse_uri(str, scheme = nil)
      scheme ||= @socket.ssl? ? "https" : "http"
      if @config[:Escape8bitURI]
        str = HTTPUtils.escape8bit(str)
      end
      str = str.sub(%r{\A/+}o, "/")
      uri = URI.parse(str)
      return uri if uri.absolute?
      host = self["host"]
      if host && (m = /\A(\[[0-9a-fA-F:]+\]|[^:]+)(?::(\d+))?\z/.match(host))
        host, port = m[1], m[2]
      else
        host = @addr[2]
        port = @addr[1]
      end
      port ||= @addr[1]
      URI.parse("#{scheme}://#{host}:#{port}#{str}")
    end
  end
end
