# Net::HTTP (net/http, net/https) and open-uri, as documented for Ruby 3.1: requests built
# as Net::HTTP::Get/Post/… with Net::HTTPHeader's case-insensitive fields, sent by a
# Net::HTTP session (address, port, use_ssl, verify_mode, timeouts) through the Python
# transport (net_http.py), answered by the Net::HTTPResponse subclass of the status code.
require 'uri'
require 'stringio'
require 'base64'

module Net
  class ProtocolError < StandardError; end
  class HTTPBadResponse < StandardError; end
  class HTTPHeaderSyntaxError < StandardError; end
  class OpenTimeout < Timeout::Error; end
  class ReadTimeout < Timeout::Error; end
  class WriteTimeout < Timeout::Error; end

  module HTTPExceptions
    def initialize(msg, res)
      super msg
      @response = res
    end
    attr_reader :response
    alias data response
  end

  class HTTPError < ProtocolError
    include HTTPExceptions
  end

  class HTTPRetriableError < ProtocolError
    include HTTPExceptions
  end

  class HTTPServerException < ProtocolError
    include HTTPExceptions
  end
  HTTPClientException = HTTPServerException

  class HTTPFatalError < ProtoFatalError = Class.new(ProtocolError)
    include HTTPExceptions
  end

  # Header fields: names case-insensitive (kept downcased), each with a list of values.
  module HTTPHeader
    def initialize_http_header(initheader)
      @header = {}
      return unless initheader
      initheader.each do |key, value|
        warn "net/http: nil HTTP header: #{key}", uplevel: 3 if value.nil? && $VERBOSE
        if value.nil?
          warn "net/http: nil HTTP header: #{key}" if $VERBOSE
        else
          value = value.strip
          if value.count("\r\n") > 0
            raise ArgumentError, "header #{key} has field value #{value.inspect}, this cannot include CR/LF"
          end
          @header[key.downcase.to_s] = [value]
        end
      end
    end

    def size
      @header.size
    end
    alias length size

    def [](key)
      a = @header[key.downcase.to_s] or return nil
      a.join(", ")
    end

    def []=(key, val)
      unless val
        @header.delete key.downcase.to_s
        return val
      end
      set_field(key, val)
    end

    def add_field(key, val)
      stringified_downcased_key = key.downcase.to_s
      if @header.key?(stringified_downcased_key)
        append_field_value(@header[stringified_downcased_key], val)
      else
        set_field(key, val)
      end
    end

    def get_fields(key)
      stringified_downcased_key = key.downcase.to_s
      return nil unless @header[stringified_downcased_key]
      @header[stringified_downcased_key].dup
    end

    def fetch(key, *args, &block)
      a = @header.fetch(key.downcase.to_s, *args, &block)
      a.kind_of?(Array) ? a.join(", ") : a
    end

    def each_header
      return to_enum(__method__) { @header.size } unless block_given?
      @header.each do |k, va|
        yield k, va.join(", ")
      end
    end
    alias each each_header

    def each_name(&block)
      return to_enum(__method__) { @header.size } unless block_given?
      @header.each_key(&block)
    end
    alias each_key each_name

    def each_capitalized_name
      return to_enum(__method__) { @header.size } unless block_given?
      @header.each_key do |k|
        yield capitalize(k)
      end
    end

    def each_value
      return to_enum(__method__) { @header.size } unless block_given?
      @header.each_value do |va|
        yield va.join(", ")
      end
    end

    def delete(key)
      @header.delete(key.downcase.to_s)
    end

    def key?(key)
      @header.key?(key.downcase.to_s)
    end

    def to_hash
      @header.dup
    end

    def each_capitalized
      return to_enum(__method__) { @header.size } unless block_given?
      @header.each do |k, v|
        yield capitalize(k), v.join(", ")
      end
    end
    alias canonical_each each_capitalized

    def content_length
      return nil unless key?("Content-Length")
      len = self["Content-Length"].slice(/\d+/) or
        raise Net::HTTPHeaderSyntaxError, "wrong Content-Length format"
      len.to_i
    end

    def content_length=(len)
      unless len
        @header.delete "content-length"
        return nil
      end
      @header["content-length"] = [len.to_i.to_s]
    end

    def chunked?
      return false unless @header["transfer-encoding"]
      field = self["Transfer-Encoding"]
      (/(?:\A|[^\-\w])chunked(?![\-\w])/i =~ field) ? true : false
    end

    def content_type
      main = main_type
      return nil unless main
      sub = sub_type
      sub ? "#{main}/#{sub}" : main
    end

    def main_type
      return nil unless @header["content-type"]
      self["Content-Type"].split(";").first.to_s.split("/")[0].to_s.strip
    end

    def sub_type
      return nil unless @header["content-type"]
      _, sub = *self["Content-Type"].split(";").first.to_s.split("/")
      return nil unless sub
      sub.strip
    end

    def type_params
      result = {}
      list = self["Content-Type"].to_s.split(";")
      list.shift
      list.each do |param|
        k, v = *param.split("=", 2)
        result[k.strip] = v.strip
      end
      result
    end

    def set_content_type(type, params = {})
      @header["content-type"] = [type + params.map { |k, v| "; #{k}=#{v}" }.join("")]
    end
    alias content_type= set_content_type

    def set_form_data(params, sep = "&")
      query = URI.encode_www_form(params)
      query.gsub!(/&/, sep) if sep != "&"
      self.body = query
      self.content_type = "application/x-www-form-urlencoded"
    end
    alias form_data= set_form_data

    def basic_auth(account, password)
      @header["authorization"] = [basic_encode(account, password)]
    end

    def proxy_basic_auth(account, password)
      @header["proxy-authorization"] = [basic_encode(account, password)]
    end

    def range
      return nil unless @header["range"]
      value = self["Range"]
      m = /\Abytes=(\d*)-(\d*)\z/.match(value) or return nil
      first, last = m[1], m[2]
      if first.empty?
        [(-last.to_i)..-1]
      else
        [first.to_i..(last.empty? ? -1 : last.to_i)]
      end
    end

    def set_range(r, e = nil)
      unless r
        @header.delete "range"
        return r
      end
      r = (r...r + e) if e
      case r
      when Numeric
        n = r.to_i
        rangestr = (n > 0 ? "0-#{n - 1}" : "-#{-n}")
      when Range
        first = r.first
        last = r.end
        last -= 1 if r.exclude_end?
        if last == -1
          rangestr = (first > 0 ? "#{first}-" : "-#{-first}")
        else
          raise Net::HTTPHeaderSyntaxError, "range.first is negative" if first < 0
          raise Net::HTTPHeaderSyntaxError, "range.last is negative" if last < 0
          raise Net::HTTPHeaderSyntaxError, "must be .first < .last" if first > last
          rangestr = "#{first}-#{last}"
        end
      else
        raise TypeError, "Range/Integer is required"
      end
      @header["range"] = ["bytes=#{rangestr}"]
      r
    end
    alias range= set_range

    def connection_close?
      token = /(?:\A|,)\s*close\s*(?:\z|,)/i
      @header["connection"]&.grep(token) { return true }
      @header["proxy-connection"]&.grep(token) { return true }
      false
    end

    def connection_keep_alive?
      token = /(?:\A|,)\s*keep-alive\s*(?:\z|,)/i
      @header["connection"]&.grep(token) { return true }
      @header["proxy-connection"]&.grep(token) { return true }
      false
    end

    private

    def set_field(key, val)
      case val
      when Enumerable
        ary = []
        append_field_value(ary, val)
        @header[key.downcase.to_s] = ary
      else
        val = val.to_s
        if /[\r\n]/n.match?(val.b)
          raise ArgumentError, "header field value cannot include CR/LF"
        end
        @header[key.downcase.to_s] = [val]
      end
    end

    def append_field_value(ary, val)
      case val
      when Enumerable
        val.each { |x| append_field_value(ary, x) }
      else
        val = val.to_s
        if /[\r\n]/n.match?(val.b)
          raise ArgumentError, "header field value cannot include CR/LF"
        end
        ary.push val
      end
    end

    def capitalize(name)
      name.to_s.split(/-/).map { |s| s.capitalize }.join("-")
    end

    def basic_encode(account, password)
      "Basic " + Base64.strict_encode64("#{account}:#{password}")
    end
  end

  class HTTPGenericRequest
    include HTTPHeader

    attr_reader :method, :path, :uri, :decode_content
    attr_reader :body, :body_stream

    def initialize(m, reqbody, resbody, uri_or_path, initheader = nil)
      @method = m
      @request_has_body = reqbody
      @response_has_body = resbody
      if URI === uri_or_path
        raise ArgumentError, "not an HTTP URI" unless URI::HTTP === uri_or_path
        hostname = uri_or_path.hostname
        raise ArgumentError, "no host component for URI" unless hostname && hostname.length > 0
        @uri = uri_or_path.dup
        host = @uri.hostname.dup
        host << ":" << @uri.port.to_s if @uri.port != @uri.default_port
        @path = uri_or_path.request_uri
        raise ArgumentError, "no HTTP request path given" unless @path
      else
        @uri = nil
        host = nil
        raise ArgumentError, "no HTTP request path given" unless uri_or_path
        raise ArgumentError, "HTTP request path is empty" if uri_or_path.empty?
        @path = uri_or_path.dup
      end
      @decode_content = false
      if Net::HTTP::HAVE_ZLIB
        if !initheader || !initheader.keys.any? { |k| %w[accept-encoding range].include?(k.downcase) }
          @decode_content = true if @response_has_body
          initheader = initheader ? initheader.dup : {}
          initheader["accept-encoding"] = "gzip;q=1.0,deflate;q=0.6,identity;q=0.3"
        end
      end
      initialize_http_header initheader
      self["Accept"] ||= "*/*"
      self["User-Agent"] ||= "Ruby"
      self["Host"] ||= host if host
      @body = nil
      @body_stream = nil
      @body_data = nil
    end

    def inspect
      "\#<#{self.class} #{@method}>"
    end

    def []=(key, val)
      @decode_content = false if key.to_s.downcase == "accept-encoding"
      super(key, val)
    end

    def request_body_permitted?
      @request_has_body
    end

    def response_body_permitted?
      @response_has_body
    end

    def body_exist?
      warn "Net::HTTPRequest#body_exist? is obsolete; use response_body_permitted?", uplevel: 1 if $VERBOSE
      response_body_permitted?
    end

    def body=(str)
      @body = str
      @body_stream = nil
      @body_data = nil
      str
    end

    def body_stream=(input)
      @body = nil
      @body_stream = input
      @body_data = nil
      input
    end

    def set_body_internal(str)
      raise ArgumentError, "both of body argument and HTTPRequest#body set" if str && (@body || @body_stream)
      self.body = str if str
      if @body.nil? && @body_stream.nil? && @body_data.nil? && request_body_permitted?
        self.body = ""
      end
    end

    def update_uri(addr, port, ssl)
      return unless @uri
      if ssl
        scheme = "https"
        klass = URI::HTTPS
      else
        scheme = "http"
        klass = URI::HTTP
      end
      if host = self["host"]
        host.sub!(/:.*/m, "")
      elsif host = @uri.host
      else
        host = addr
      end
      @uri = klass.new(scheme, @uri.userinfo, host, port, nil, @uri.path, nil, @uri.query, nil)
    end
  end

  class HTTPRequest < HTTPGenericRequest
    def initialize(path, initheader = nil)
      super self.class::METHOD,
            self.class::REQUEST_HAS_BODY,
            self.class::RESPONSE_HAS_BODY,
            path, initheader
    end
  end

  class HTTPResponse
    include HTTPHeader

    class << self
      def body_permitted?
        self::HAS_BODY
      end

      def exception_type
        self::EXCEPTION_TYPE
      end
    end

    attr_reader :http_version, :code, :message
    alias msg message
    attr_accessor :uri, :decode_content

    def initialize(httpv, code, msg)
      @http_version = httpv
      @code = code
      @message = msg
      initialize_http_header nil
      @body = nil
      @read = false
      @uri = nil
      @decode_content = false
    end

    def inspect
      "#<#{self.class} #{@code} #{html_escape(@message)} readbody=#{@read}>"
    end

    def code_type
      self.class
    end

    def error!
      message = @code
      message = "#{message} #{@message.dump}" if @message
      raise error_type.new(message, self)
    end

    def error_type
      self.class::EXCEPTION_TYPE
    end

    def value
      error! unless self.kind_of?(Net::HTTPSuccess)
    end

    def response
      self
    end
    alias header response
    alias reader_header response

    def read_body(dest = nil, &block)
      if block
        yield @body if @body && !@body.empty?
        return nil
      end
      dest << @body if dest && @body
      @body
    end

    def body
      @body
    end

    def body=(value)
      @body = value
    end
    alias entity body

    def __toque_fill(headers, body, decoded)
      headers.each { |name, value| add_field(name, value.strip) }
      if decoded
        delete("content-encoding")
        delete("content-length")
      end
      @body = self.class.body_permitted? ? body : nil
      @read = true
      self
    end

    private

    def html_escape(text)
      text.to_s.gsub(/[&<>"]/) { |c| {"&" => "&amp;", "<" => "&lt;", ">" => "&gt;", '"' => "&quot;"}[c] }
    end
  end

  class HTTPUnknownResponse < HTTPResponse
    HAS_BODY = true
    EXCEPTION_TYPE = HTTPError
  end

  class HTTPInformation < HTTPResponse
    HAS_BODY = false
    EXCEPTION_TYPE = HTTPError
  end

  class HTTPSuccess < HTTPResponse
    HAS_BODY = true
    EXCEPTION_TYPE = HTTPError
  end

  class HTTPRedirection < HTTPResponse
    HAS_BODY = true
    EXCEPTION_TYPE = HTTPRetriableError
  end

  class HTTPClientError < HTTPResponse
    HAS_BODY = true
    EXCEPTION_TYPE = HTTPClientException
  end

  class HTTPServerError < HTTPResponse
    HAS_BODY = true
    EXCEPTION_TYPE = HTTPFatalError
  end

  class HTTPResponse
    CODE_CLASS_TO_OBJ = {
      "1" => HTTPInformation,
      "2" => HTTPSuccess,
      "3" => HTTPRedirection,
      "4" => HTTPClientError,
      "5" => HTTPServerError
    }
    CODE_TO_OBJ = {}

    # [code, class name, parent, has body]
    [
      ["100", "HTTPContinue", HTTPInformation], ["101", "HTTPSwitchProtocol", HTTPInformation],
      ["102", "HTTPProcessing", HTTPInformation], ["103", "HTTPEarlyHints", HTTPInformation],
      ["200", "HTTPOK", HTTPSuccess], ["201", "HTTPCreated", HTTPSuccess],
      ["202", "HTTPAccepted", HTTPSuccess], ["203", "HTTPNonAuthoritativeInformation", HTTPSuccess],
      ["204", "HTTPNoContent", HTTPSuccess, false], ["205", "HTTPResetContent", HTTPSuccess, false],
      ["206", "HTTPPartialContent", HTTPSuccess], ["207", "HTTPMultiStatus", HTTPSuccess],
      ["208", "HTTPAlreadyReported", HTTPSuccess], ["226", "HTTPIMUsed", HTTPSuccess],
      ["300", "HTTPMultipleChoices", HTTPRedirection], ["301", "HTTPMovedPermanently", HTTPRedirection],
      ["302", "HTTPFound", HTTPRedirection], ["303", "HTTPSeeOther", HTTPRedirection],
      ["304", "HTTPNotModified", HTTPRedirection, false], ["305", "HTTPUseProxy", HTTPRedirection, false],
      ["307", "HTTPTemporaryRedirect", HTTPRedirection], ["308", "HTTPPermanentRedirect", HTTPRedirection],
      ["400", "HTTPBadRequest", HTTPClientError], ["401", "HTTPUnauthorized", HTTPClientError],
      ["402", "HTTPPaymentRequired", HTTPClientError], ["403", "HTTPForbidden", HTTPClientError],
      ["404", "HTTPNotFound", HTTPClientError], ["405", "HTTPMethodNotAllowed", HTTPClientError],
      ["406", "HTTPNotAcceptable", HTTPClientError], ["407", "HTTPProxyAuthenticationRequired", HTTPClientError],
      ["408", "HTTPRequestTimeout", HTTPClientError], ["409", "HTTPConflict", HTTPClientError],
      ["410", "HTTPGone", HTTPClientError], ["411", "HTTPLengthRequired", HTTPClientError],
      ["412", "HTTPPreconditionFailed", HTTPClientError], ["413", "HTTPPayloadTooLarge", HTTPClientError],
      ["414", "HTTPURITooLong", HTTPClientError], ["415", "HTTPUnsupportedMediaType", HTTPClientError],
      ["416", "HTTPRangeNotSatisfiable", HTTPClientError], ["417", "HTTPExpectationFailed", HTTPClientError],
      ["421", "HTTPMisdirectedRequest", HTTPClientError], ["422", "HTTPUnprocessableEntity", HTTPClientError],
      ["423", "HTTPLocked", HTTPClientError], ["424", "HTTPFailedDependency", HTTPClientError],
      ["426", "HTTPUpgradeRequired", HTTPClientError], ["428", "HTTPPreconditionRequired", HTTPClientError],
      ["429", "HTTPTooManyRequests", HTTPClientError], ["431", "HTTPRequestHeaderFieldsTooLarge", HTTPClientError],
      ["451", "HTTPUnavailableForLegalReasons", HTTPClientError],
      ["500", "HTTPInternalServerError", HTTPServerError], ["501", "HTTPNotImplemented", HTTPServerError],
      ["502", "HTTPBadGateway", HTTPServerError], ["503", "HTTPServiceUnavailable", HTTPServerError],
      ["504", "HTTPGatewayTimeout", HTTPServerError], ["505", "HTTPVersionNotSupported", HTTPServerError],
      ["506", "HTTPVariantAlsoNegotiates", HTTPServerError], ["507", "HTTPInsufficientStorage", HTTPServerError],
      ["508", "HTTPLoopDetected", HTTPServerError], ["510", "HTTPNotExtended", HTTPServerError],
      ["511", "HTTPNetworkAuthenticationRequired", HTTPServerError]
    ].each do |code, name, parent, body|
      klass = Class.new(parent)
      klass.const_set(:HAS_BODY, body.nil? ? parent::HAS_BODY : body)
      Net.const_set(name, klass)
      CODE_TO_OBJ[code] = klass
    end

    def self.__toque_class_for(code)
      CODE_TO_OBJ[code] || CODE_CLASS_TO_OBJ[code[0, 1]] || Net::HTTPUnknownResponse
    end
  end

  HTTPMovedTemporarily = HTTPFound
  HTTPRequestEntityTooLarge = HTTPPayloadTooLarge
  HTTPRequestURITooLong = HTTPURITooLong
  HTTPRequestURITooLarge = HTTPURITooLong
  HTTPRequestedRangeNotSatisfiable = HTTPRangeNotSatisfiable
  HTTPRequestTimeOut = HTTPRequestTimeout
  HTTPGatewayTimeOut = HTTPGatewayTimeout
  HTTPResponceReceiver = HTTPResponse

  class HTTP < Protocol
    VERSION = "0.2.0"
    Revision = %q$Revision$.split[1]
    HTTPVersion = "1.1"
    HAVE_ZLIB = true

    class Get < HTTPRequest
      METHOD = "GET"
      REQUEST_HAS_BODY = false
      RESPONSE_HAS_BODY = true
    end

    class Head < HTTPRequest
      METHOD = "HEAD"
      REQUEST_HAS_BODY = false
      RESPONSE_HAS_BODY = false
    end

    class Post < HTTPRequest
      METHOD = "POST"
      REQUEST_HAS_BODY = true
      RESPONSE_HAS_BODY = true
    end

    class Put < HTTPRequest
      METHOD = "PUT"
      REQUEST_HAS_BODY = true
      RESPONSE_HAS_BODY = true
    end

    class Delete < HTTPRequest
      METHOD = "DELETE"
      REQUEST_HAS_BODY = false
      RESPONSE_HAS_BODY = true
    end

    class Options < HTTPRequest
      METHOD = "OPTIONS"
      REQUEST_HAS_BODY = false
      RESPONSE_HAS_BODY = true
    end

    class Trace < HTTPRequest
      METHOD = "TRACE"
      REQUEST_HAS_BODY = false
      RESPONSE_HAS_BODY = true
    end

    class Patch < HTTPRequest
      METHOD = "PATCH"
      REQUEST_HAS_BODY = true
      RESPONSE_HAS_BODY = true
    end

    class << self
      def version_1_2
        true
      end

      def version_1_2?
        true
      end

      def is_version_1_2?
        true
      end

      def http_default_port
        80
      end

      def https_default_port
        443
      end

      def default_port
        http_default_port
      end

      # A subclass of Net::HTTP whose connections go through the given proxy (:ENV: the
      # one http_proxy names); Net::HTTP itself when p_addr is nil.
      def Proxy(p_addr = :ENV, p_port = nil, p_user = nil, p_pass = nil)
        return self unless p_addr
        Class.new(self) do
          @is_proxy_class = true
          if p_addr == :ENV
            @proxy_from_env = true
            @proxy_address = nil
            @proxy_port = nil
          else
            @proxy_from_env = false
            @proxy_address = p_addr
            @proxy_port = p_port || default_port
          end
          @proxy_user = p_user
          @proxy_pass = p_pass
        end
      end

      def proxy_class?
        defined?(@is_proxy_class) ? @is_proxy_class : false
      end

      attr_reader :proxy_address, :proxy_port, :proxy_user, :proxy_pass

      def get_print(uri_or_host, path_or_headers = nil, port = nil)
        get_response(uri_or_host, path_or_headers, port) do |res|
          res.read_body { |chunk| $stdout.print chunk }
        end
        nil
      end

      def get(uri_or_host, path_or_headers = nil, port = nil)
        get_response(uri_or_host, path_or_headers, port).body
      end

      def get_response(uri_or_host, path_or_headers = nil, port = nil, &block)
        if path_or_headers && !path_or_headers.is_a?(Hash)
          host = uri_or_host
          path = path_or_headers
          new(host, port || HTTP.default_port).start do |http|
            return http.request_get(path, &block)
          end
        else
          uri = uri_or_host
          headers = path_or_headers
          start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
            return http.request_get(uri, headers, &block)
          end
        end
      end

      def post(url, data, header = nil)
        start(url.hostname, url.port, use_ssl: url.scheme == "https") do |http|
          http.post(url, data, header)
        end
      end

      def post_form(url, params)
        req = Post.new(url)
        req.form_data = params
        req.basic_auth url.user, url.password if url.user
        start(url.hostname, url.port, use_ssl: url.scheme == "https") do |http|
          http.request(req)
        end
      end

      def start(address, *arg, &block)
        arg.pop if opt = Hash.try_convert(arg[-1])
        port, p_addr, p_port, p_user, p_pass = *arg
        p_addr = :ENV if arg.size < 2
        port = https_default_port if !port && opt && opt[:use_ssl]
        http = new(address, port, p_addr, p_port, p_user, p_pass)
        if opt
          if opt[:use_ssl]
            opt = {verify_mode: OpenSSL::SSL::VERIFY_PEER}.update(opt)
          end
          opt.each { |key, value| http.__send__("#{key}=", value) }
        end
        http.start(&block)
      end

      alias newobj new

      def new(address, port = nil, p_addr = :ENV, p_port = nil, p_user = nil, p_pass = nil, p_no_proxy = nil)
        http = super(address, port)
        if proxy_class? # made by Net::HTTP.Proxy
          http.proxy_from_env = @proxy_from_env
          http.proxy_address = @proxy_address
          http.proxy_port = @proxy_port
          http.proxy_user = @proxy_user
          http.proxy_pass = @proxy_pass
        elsif p_addr == :ENV
          http.proxy_from_env = true
        else
          # MRI checks no_proxy against the proxy's own address, not the target's
          if p_addr && p_no_proxy && !URI::Generic.use_proxy?(p_addr, p_addr, p_port, p_no_proxy)
            p_addr = nil
            p_port = nil
          end
          http.proxy_address = p_addr
          http.proxy_port = p_port || default_port
          http.proxy_user = p_user
          http.proxy_pass = p_pass
        end
        http
      end
    end

    SSL_ATTRIBUTES = %i[ca_file ca_path cert cert_store ciphers extra_chain_cert key
                        ssl_timeout ssl_version min_version max_version verify_callback
                        verify_depth verify_mode verify_hostname].freeze
    attr_accessor(*SSL_ATTRIBUTES)

    attr_reader :address, :port, :open_timeout, :read_timeout, :write_timeout
    attr_reader :continue_timeout
    attr_accessor :keep_alive_timeout, :close_on_empty_response, :local_host, :local_port
    attr_writer :open_timeout, :proxy_from_env, :proxy_address, :proxy_port, :proxy_user, :proxy_pass
    attr_reader :max_retries

    def initialize(address, port = nil)
      @address = address
      @port = (port || HTTP.default_port)
      @proxy_from_env = false
      @proxy_address = nil
      @proxy_port = nil
      @proxy_user = nil
      @proxy_pass = nil
      @local_host = nil
      @local_port = nil
      @started = false
      @open_timeout = 60
      @read_timeout = 60
      @write_timeout = 60
      @continue_timeout = nil
      @max_retries = 1
      @debug_output = nil
      @keep_alive_timeout = 2
      @close_on_empty_response = false
      @use_ssl = false
      @verify_mode = nil
      @ca_file = nil
      @ca_path = nil
    end

    def inspect
      "#<#{self.class} #{@address}:#{@port} open=#{started?}>"
    end

    def set_debug_output(output)
      warn "Net::HTTP#set_debug_output called after HTTP started", uplevel: 1 if started?
      @debug_output = output
    end

    def read_timeout=(sec)
      @read_timeout = sec
    end

    def write_timeout=(sec)
      @write_timeout = sec
    end

    def continue_timeout=(sec)
      @continue_timeout = sec
    end

    def max_retries=(retries)
      retries = retries.to_int
      raise ArgumentError, "max_retries should be non-negative integer number" if retries < 0
      @max_retries = retries
    end

    def started?
      @started
    end
    alias active? started?

    def use_ssl?
      @use_ssl
    end

    def use_ssl=(flag)
      flag = flag ? true : false
      if started? && @use_ssl != flag
        raise IOError, "use_ssl value changed, but session already started"
      end
      @use_ssl = flag
    end

    def proxy?
      !!(@proxy_from_env ? proxy_uri : @proxy_address)
    end

    def proxy_from_env?
      @proxy_from_env
    end

    # The proxy the environment names for this host (http_proxy, no_proxy), or nil.
    def proxy_uri
      return if @proxy_uri == false
      @proxy_uri ||= URI::HTTP.new("http", nil, address, port, nil, nil, nil, nil, nil).find_proxy || false
      @proxy_uri || nil
    end

    def proxy_address
      @proxy_from_env ? proxy_uri&.hostname : @proxy_address
    end

    def proxy_port
      @proxy_from_env ? proxy_uri&.port : @proxy_port
    end

    def proxy_user
      return @proxy_user unless @proxy_from_env
      user = proxy_uri&.user
      URI.decode_www_form_component(user) if user
    end

    def proxy_pass
      return @proxy_pass unless @proxy_from_env
      pass = proxy_uri&.password
      URI.decode_www_form_component(pass) if pass
    end

    alias proxyaddr proxy_address
    alias proxyport proxy_port

    def peer_cert
      nil
    end

    def start
      raise IOError, "HTTP session already opened" if @started
      if block_given?
        begin
          @started = true
          return yield(self)
        ensure
          @started = false
        end
      end
      @started = true
      self
    end

    def finish
      raise IOError, "HTTP session not yet started" unless started?
      @started = false
      nil
    end

    def get(path, initheader = nil, dest = nil, &block)
      res = request(Get.new(path, initheader))
      res.read_body(dest, &block) if block || dest
      res
    end

    def head(path, initheader = nil)
      request(Head.new(path, initheader))
    end

    def post(path, data, initheader = nil, dest = nil, &block)
      send_entity(path, data, initheader, dest, Post, &block)
    end

    def patch(path, data, initheader = nil, dest = nil, &block)
      send_entity(path, data, initheader, dest, Patch, &block)
    end

    def put(path, data, initheader = nil)
      request(Put.new(path, initheader), data)
    end

    def delete(path, initheader = {"Depth" => "Infinity"})
      request(Delete.new(path, initheader))
    end

    def options(path, initheader = nil)
      request(Options.new(path, initheader))
    end

    def trace(path, initheader = nil)
      request(Trace.new(path, initheader))
    end

    def request_get(path, initheader = nil, &block)
      request(Get.new(path, initheader), &block)
    end

    def request_head(path, initheader = nil, &block)
      request(Head.new(path, initheader), &block)
    end

    def request_post(path, data, initheader = nil, &block)
      request Post.new(path, initheader), data, &block
    end

    def request_put(path, data, initheader = nil, &block)
      request Put.new(path, initheader), data, &block
    end

    alias get2 request_get
    alias head2 request_head
    alias post2 request_post
    alias put2 request_put

    def send_request(name, path, data = nil, header = nil)
      has_response_body = name != "HEAD"
      r = HTTPGenericRequest.new(name, (data ? true : false), has_response_body, path, header)
      request r, data
    end

    def request(req, body = nil, &block)
      unless started?
        start do
          req["connection"] ||= "close"
          return request(req, body, &block)
        end
      end
      req.set_body_internal(body)
      req.update_uri(address, port, use_ssl?)
      req["host"] ||= addr_port
      if req.request_body_permitted? && req.body && !req.key?("content-length")
        req["content-length"] = req.body.bytesize.to_s
      end
      if req.request_body_permitted? && req.body && !req.key?("content-type")
        req["content-type"] = "application/x-www-form-urlencoded"
      end
      headers = []
      req.each_capitalized { |name, value| headers << [name, value] }
      options = {
        address: @address, port: @port, use_ssl: @use_ssl,
        verify_mode: @verify_mode, ca_file: @ca_file, ca_path: @ca_path, cert_store: @cert_store,
        open_timeout: @open_timeout, read_timeout: @read_timeout,
        decode_content: req.decode_content
      }
      if proxy?
        options.update(proxy_address: proxy_address, proxy_port: proxy_port,
                       proxy_user: proxy_user, proxy_pass: proxy_pass, addr_port: addr_port)
      end
      payload = req.request_body_permitted? ? (req.body || req.body_stream&.read) : nil
      code, message, version, fields, body, decoded =
        HTTP.__transport(options, req.method, req.path, headers, payload)
      code = code.to_s
      res = HTTPResponse.__toque_class_for(code).new(version, code, message)
      res.uri = req.uri
      res.decode_content = req.decode_content
      res.__toque_fill(fields, req.response_body_permitted? ? body : nil, decoded)
      yield res if block_given?
      res
    end

    private

    def send_entity(path, data, initheader, dest, type, &block)
      res = request(type.new(path, initheader), data)
      res.read_body(dest, &block) if block || dest
      res
    end

    def addr_port
      default_port = use_ssl? ? HTTP.https_default_port : HTTP.http_default_port
      host = @address.include?(":") && !@address.start_with?("[") ? "[#{@address}]" : @address
      port == default_port ? host : "#{host}:#{port}"
    end
  end

  HTTPSession = HTTP
end

# open-uri: URI.open and URI::HTTP#open/#read, the body in a StringIO with the meta data
# of the response (status, content_type, charset, base_uri, meta, last_modified).
module OpenURI
  class HTTPError < StandardError
    def initialize(message, io)
      super(message)
      @io = io
    end
    attr_reader :io
  end

  class HTTPRedirect < HTTPError
    def initialize(message, io, uri)
      super(message, io)
      @uri = uri
    end
    attr_reader :uri
  end

  class TooManyRedirects < HTTPError; end

  # Ruby extends the StringIO it returns with Meta; toque's StringIO objects take no
  # singleton modules, so StringIO includes Meta (its readers are nil on other StringIOs)
  # and URI#read returns the body as a plain String.
  module Meta
    attr_accessor :status, :base_uri, :meta, :metas

    def self.init(obj, src = nil)
      obj.instance_eval do
        @base_uri = nil
        @meta = {}
        @metas = {}
      end
      obj
    end

    def meta_add_field(name, value)
      name = name.downcase
      @metas[name] = (@metas[name] || []) + [value]
      @meta[name] = @metas[name].join(", ")
    end

    def last_modified
      if (vs = @metas["last-modified"])
        Time.httpdate(vs.join(", "))
      end
    end

    def content_type
      type = (@meta["content-type"] || "application/octet-stream").split(";").first
      type.strip.downcase
    end

    def charset
      type = @meta["content-type"]
      if type && (m = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.match(type))
        m[1].downcase
      elsif block_given?
        yield
      elsif content_type.start_with?("text/")
        "utf-8"
      end
    end

    def content_encoding
      vs = @metas["content-encoding"]
      vs ? vs.join(", ").split(/\s*,\s*/).map(&:downcase) : []
    end
  end

  Options = {
    proxy: true, proxy_http_basic_authentication: true, progress_proc: true,
    content_length_proc: true, http_basic_authentication: true, read_timeout: true,
    open_timeout: true, ssl_ca_cert: true, ssl_verify_mode: true, ftp_active_mode: false,
    redirect: true, encoding: nil
  }

  def self.check_options(options)
    options.each do |k, v|
      next unless Symbol === k
      unless Options.include?(k)
        raise ArgumentError, "unrecognized option: #{k}"
      end
    end
  end

  def self.open_uri(name, *rest)
    uri = URI::Generic === name ? name : URI.parse(name)
    mode, _perm, rest = scan_open_optional_arguments(*rest)
    options = rest.shift || {}
    check_options(options)
    raise ArgumentError, "invalid access mode #{mode} (#{uri.class} resource is read only.)" if mode && mode !~ /\A[rb]*\z/
    io = open_loop(uri, options)
    if block_given?
      begin
        yield io
      ensure
        io.close unless io.closed?
      end
    else
      io
    end
  end

  def self.scan_open_optional_arguments(*rest)
    mode = perm = nil
    mode = rest.shift if !rest.empty? && (String === rest.first || Integer === rest.first)
    perm = rest.shift if !rest.empty? && Integer === rest.first
    [mode, perm, rest]
  end

  def self.open_loop(uri, options)
    redirects = 0
    loop do
      headers = {}
      options.each { |k, v| headers[k] = v if String === k }
      if (auth = options[:http_basic_authentication])
        user, pass = auth
      elsif uri.user
        user, pass = uri.user, uri.password
      end
      http = Net::HTTP.new(uri.hostname, uri.port)
      http.use_ssl = uri.scheme == "https"
      http.verify_mode = options[:ssl_verify_mode] if options.key?(:ssl_verify_mode)
      http.ca_file = options[:ssl_ca_cert] if options[:ssl_ca_cert].is_a?(String)
      http.read_timeout = options[:read_timeout] if options.key?(:read_timeout)
      http.open_timeout = options[:open_timeout] if options.key?(:open_timeout)
      req = Net::HTTP::Get.new(uri.request_uri, headers)
      req.basic_auth(user, pass) if user
      res = http.request(req)
      io = StringIO.new(res.body || "")
      Meta.init(io)
      io.status = [res.code, res.message]
      io.base_uri = uri
      res.each_header { |k, v| io.meta_add_field(k, v) }
      case res
      when Net::HTTPSuccess
        return io
      when Net::HTTPMovedPermanently, Net::HTTPFound, Net::HTTPSeeOther, Net::HTTPTemporaryRedirect, Net::HTTPPermanentRedirect
        target = res["location"]
        raise OpenURI::HTTPError.new("#{res.code} #{res.message}", io) unless target
        new_uri = uri.merge(target)
        redirect = options.fetch(:redirect, true)
        if !redirect || (uri.scheme == "https" && new_uri.scheme == "http")
          raise OpenURI::HTTPRedirect.new("#{res.code} #{res.message} (Redirection forbidden: #{uri} -> #{new_uri})", io, new_uri) unless redirect
          raise RuntimeError, "redirection forbidden: #{uri} -> #{new_uri}"
        end
        redirects += 1
        raise OpenURI::TooManyRedirects.new("Too many redirects", io) if redirects > 64
        uri = new_uri
      else
        raise OpenURI::HTTPError.new("#{res.code} #{res.message}".strip, io)
      end
    end
  end

  module OpenRead
    def open(*rest, &block)
      OpenURI.open_uri(self, *rest, &block)
    end

    def read(options = {})
      self.open(options, &:read)
    end
  end
end

class StringIO
  include OpenURI::Meta
end

module URI
  class HTTP
    include OpenURI::OpenRead
  end

  def self.open(name, *rest, &block)
    if name.respond_to?(:open)
      name.open(*rest, &block)
    elsif name.respond_to?(:to_str) && %r{\A[A-Za-z][A-Za-z0-9+\-.]*://} =~ name && (uri = URI.parse(name)).respond_to?(:open)
      uri.open(*rest, &block)
    else
      ::File.open(name, *rest, &block)
    end
  end
end
