# webrick: Ruby's HTTP server toolkit (the webrick 1.8 gem Chef Infra Client ships),
# written from its documentation. The sockets, TLS and the reading of a request's bytes are
# WEBrick::Transport (webrick.py); everything a program sees is here: the config tables,
# GenericServer/HTTPServer with mounted servlets, HTTPRequest, HTTPResponse, HTTPStatus,
# HTTPUtils, the logs and Utils. A server answers one request per connection
# (`Connection: close`), each connection in a thread of its own, as WEBrick does.

module WEBrick
  VERSION = "1.8.1"
  CR = "\x0d"
  LF = "\x0a"
  CRLF = "\x0d\x0a"

  class ServerError < StandardError; end
  class HTTPServerError < ServerError; end

  # -- logs --------------------------------------------------------------------------------

  class BasicLog
    FATAL = 1
    ERROR = 2
    WARN = 3
    INFO = 4
    DEBUG = 5

    attr_accessor :level

    # `log_file`: nil for $stderr, a file name to append to, or anything with `<<`.
    def initialize(log_file = nil, level = nil)
      @level = level || INFO
      case log_file
      when String
        @log = File.open(log_file, "a+")
        @log.sync = true
        @opened = true
      when NilClass
        @log = $stderr
      else
        @log = log_file
      end
    end

    def close
      @log.close if @opened
      @log = nil
    end

    def log(level, data)
      if @log && level <= @level
        data += "\n" if /\n\Z/ !~ data
        @log << data
      end
    end

    def <<(obj)
      log(INFO, obj.to_s)
    end

    def fatal(msg) log(FATAL, "FATAL " + format(msg)) end
    def error(msg) log(ERROR, "ERROR " + format(msg)) end
    def warn(msg)  log(WARN,  "WARN  " + format(msg)) end
    def info(msg)  log(INFO,  "INFO  " + format(msg)) end
    def debug(msg) log(DEBUG, "DEBUG " + format(msg)) end

    def fatal?; @level >= FATAL; end
    def error?; @level >= ERROR; end
    def warn?;  @level >= WARN;  end
    def info?;  @level >= INFO;  end
    def debug?; @level >= DEBUG; end

    private

    def format(arg)
      if arg.is_a?(Exception)
        "#{arg.class}: #{arg.message}\n\t" + (arg.backtrace || []).join("\n\t") + "\n"
      elsif arg.respond_to?(:to_str)
        arg.to_str
      else
        arg.inspect
      end
    end
  end

  # A BasicLog whose lines start with the time ("[2024-01-02 10:20:30] INFO  …").
  class Log < BasicLog
    attr_accessor :time_format

    def initialize(log_file = nil, level = nil)
      super(log_file, level)
      @time_format = "[%Y-%m-%d %H:%M:%S]"
    end

    def log(level, data)
      super(level, Time.now.strftime(@time_format) + " " + data)
    end
  end

  # -- statuses ----------------------------------------------------------------------------

  module HTTPStatus
    StatusMessage = {
      100 => "Continue", 101 => "Switching Protocols",
      200 => "OK", 201 => "Created", 202 => "Accepted", 203 => "Non-Authoritative Information",
      204 => "No Content", 205 => "Reset Content", 206 => "Partial Content",
      207 => "Multi-Status",
      300 => "Multiple Choices", 301 => "Moved Permanently", 302 => "Found",
      303 => "See Other", 304 => "Not Modified", 305 => "Use Proxy",
      307 => "Temporary Redirect",
      400 => "Bad Request", 401 => "Unauthorized", 402 => "Payment Required",
      403 => "Forbidden", 404 => "Not Found", 405 => "Method Not Allowed",
      406 => "Not Acceptable", 407 => "Proxy Authentication Required",
      408 => "Request Timeout", 409 => "Conflict", 410 => "Gone", 411 => "Length Required",
      412 => "Precondition Failed", 413 => "Request Entity Too Large",
      414 => "Request-URI Too Large", 415 => "Unsupported Media Type",
      416 => "Request Range Not Satisfiable", 417 => "Expectation Failed",
      422 => "Unprocessable Entity", 423 => "Locked", 424 => "Failed Dependency",
      426 => "Upgrade Required", 428 => "Precondition Required",
      429 => "Too Many Requests", 431 => "Request Header Fields Too Large",
      451 => "Unavailable For Legal Reasons",
      500 => "Internal Server Error", 501 => "Not Implemented", 502 => "Bad Gateway",
      503 => "Service Unavailable", 504 => "Gateway Timeout",
      505 => "HTTP Version Not Supported", 507 => "Insufficient Storage",
      511 => "Network Authentication Required",
    }

    class Status < StandardError
      class << self
        attr_reader :code, :reason_phrase
      end

      def code
        self::class::code
      end

      def reason_phrase
        self::class::reason_phrase
      end

      alias to_i code
    end

    class Info < Status; end
    class Success < Status; end
    class Redirect < Status; end
    class Error < Status; end
    class ClientError < Error; end
    class ServerError < Error; end
    class EOFError < StandardError; end

    CodeToError = {}

    StatusMessage.each do |code, message|
      name = message.gsub(/[ \-]/, "")
      parent =
        case code
        when 100...200 then Info
        when 200...300 then Success
        when 300...400 then Redirect
        when 400...500 then ClientError
        else ServerError
        end
      klass = Class.new(parent)
      klass.instance_variable_set(:@code, code)
      klass.instance_variable_set(:@reason_phrase, message)
      const_set(name, klass)
      const_set("RC_#{name.gsub(/([a-z])([A-Z])/, '\1_\2').upcase}", code)
      CodeToError[code] = klass
    end

    module_function

    def reason_phrase(code)
      StatusMessage[code.to_i]
    end

    def info?(code)
      (100...200).include?(code.to_i)
    end

    def success?(code)
      (200...300).include?(code.to_i)
    end

    def redirect?(code)
      (300...400).include?(code.to_i)
    end

    def error?(code)
      (400...600).include?(code.to_i)
    end

    def client_error?(code)
      (400...500).include?(code.to_i)
    end

    def server_error?(code)
      (500...600).include?(code.to_i)
    end

    def [](code)
      CodeToError[code]
    end
  end

  # -- utilities ---------------------------------------------------------------------------

  module Utils
    module_function

    def set_non_blocking(io)
      nil
    end

    def set_close_on_exec(io)
      nil
    end

    def su(user)
      nil
    end

    def getservername
      Socket.gethostname
    end

    RAND_CHARS = ("A".."Z").to_a + ("a".."z").to_a + ("0".."9").to_a

    def random_string(len)
      Array.new(len) { RAND_CHARS[SecureRandom.random_number(RAND_CHARS.size)] }.join
    end

    def timeout(seconds, exception = Timeout::Error, &block)
      return yield if seconds.nil? || seconds.zero?
      Timeout.timeout(seconds, exception, &block)
    end

    def create_listeners(address, port)
      [WEBrick::Transport::Listener.new(address, port || 0)]
    end

    # A self-signed certificate and its key, as WEBrick makes when SSLEnable is given
    # no certificate. `cn`: a name ("/CN=host") or [["CN", "host"]] pairs.
    def create_self_signed_cert(bits, cn, comment)
      rsa = OpenSSL::PKey::RSA.new(bits)
      cert = OpenSSL::X509::Certificate.new
      cert.version = 2
      cert.serial = 1
      name = cn.is_a?(String) ? OpenSSL::X509::Name.parse(cn) : OpenSSL::X509::Name.new(cn)
      cert.subject = name
      cert.issuer = name
      cert.not_before = Time.now
      cert.not_after = Time.now + (365 * 24 * 60 * 60)
      cert.public_key = rsa.public_key
      ef = OpenSSL::X509::ExtensionFactory.new(nil, cert)
      ef.issuer_certificate = cert
      cert.extensions = [
        ef.create_extension("basicConstraints", "CA:FALSE"),
        ef.create_extension("keyUsage", "keyEncipherment, digitalSignature, keyAgreement, dataEncipherment"),
        ef.create_extension("subjectKeyIdentifier", "hash"),
        ef.create_extension("extendedKeyUsage", "serverAuth"),
        ef.create_extension("nsComment", comment),
      ]
      aki = ef.create_extension("authorityKeyIdentifier", "keyid:always,issuer:always")
      cert.add_extension(aki)
      cert.sign(rsa, OpenSSL::Digest::SHA256.new)
      [cert, rsa]
    end
  end

  module HTTPUtils
    # The query's values: Strings that also know every value of their name (`list`).
    class FormData < String
      attr_accessor :name, :filename, :next_data
      protected :next_data

      def initialize(*args)
        @name = @filename = @next_data = nil
        super(args.empty? ? "" : args.first)
      end

      def append_data(data)
        tail = self
        tail = tail.next_data while tail.next_data
        tail.next_data = data
        self
      end

      def each_data
        tmp = self
        while tmp
          following = tmp.next_data
          yield(tmp)
          tmp = following
        end
      end

      def list
        ret = []
        each_data { |d| ret << d.to_s }
        ret
      end
      alias to_ary list

      def to_s
        String.new(self)
      end
    end

    DefaultMimeTypes = {
      "ai" => "application/postscript", "asc" => "text/plain", "avi" => "video/x-msvideo",
      "bin" => "application/octet-stream", "bmp" => "image/bmp", "class" => "application/octet-stream",
      "cer" => "application/pkix-cert", "crl" => "application/pkix-crl", "crt" => "application/x-x509-ca-cert",
      "css" => "text/css", "dms" => "application/octet-stream", "doc" => "application/msword",
      "dvi" => "application/x-dvi", "eps" => "application/postscript", "etx" => "text/x-setext",
      "exe" => "application/octet-stream", "gif" => "image/gif", "htm" => "text/html",
      "html" => "text/html", "jpe" => "image/jpeg", "jpeg" => "image/jpeg", "jpg" => "image/jpeg",
      "js" => "application/javascript", "json" => "application/json", "lha" => "application/octet-stream",
      "lzh" => "application/octet-stream", "mjs" => "application/javascript", "mov" => "video/quicktime",
      "mpe" => "video/mpeg", "mpeg" => "video/mpeg", "mpg" => "video/mpeg", "pbm" => "image/x-portable-bitmap",
      "pdf" => "application/pdf", "pgm" => "image/x-portable-graymap", "png" => "image/png",
      "pnm" => "image/x-portable-anymap", "ppm" => "application/vnd.ms-powerpoint", "ps" => "application/postscript",
      "qt" => "video/quicktime", "ras" => "image/x-cmu-raster", "rb" => "text/plain", "rd" => "text/plain",
      "rtf" => "application/rtf", "sgm" => "text/sgml", "sgml" => "text/sgml", "svg" => "image/svg+xml",
      "tif" => "image/tiff", "tiff" => "image/tiff", "txt" => "text/plain", "wasm" => "application/wasm",
      "xbm" => "image/x-xbitmap", "xhtml" => "text/html", "xls" => "application/vnd.ms-excel",
      "xml" => "text/xml", "xpm" => "image/x-xpixmap", "xwd" => "image/x-xwindowdump", "zip" => "application/zip",
    }

    module_function

    def normalize_path(path)
      raise "abnormal path `#{path}'" if path[0] != "/"
      ret = path.dup
      ret.gsub!(%r{/+}o, "/")
      nil while ret.sub!(%r'/\.(?:/|\Z)', "/")
      while ret.sub!(%r'/(?!\.\./)[^/]+/\.\.(?:/|\Z)', "/"); end
      raise "abnormal path `#{path}'" if %r{/\.\.(/|\Z)} =~ ret
      ret
    end

    def load_mime_types(file)
      hash = {}
      File.foreach(file) do |line|
        next if /^#/ =~ line
        line.chomp!
        mtype, *exts = line.split(/\s+/)
        next if exts.empty?
        exts.each { |ext| hash[ext] = mtype }
      end
      hash
    end

    def mime_type(filename, mime_tab)
      suffix1 = (/\.(\w+)$/ =~ filename && $1.downcase)
      suffix2 = (/\.(\w+)\.[\w\-]+$/ =~ filename && $1.downcase)
      mime_tab[suffix1] || mime_tab[suffix2] || "application/octet-stream"
    end

    def parse_header(raw)
      header = Hash.new([].freeze)
      field = nil
      raw.each_line do |line|
        case line
        when /^([A-Za-z0-9!\#$%&'*+\-.^_`|~]+):\s*(.*?)\s*\z/m
          field, value = $1, $2
          field.downcase!
          header[field] = [] unless header.key?(field)
          header[field] << value
        when /^\s+(.*?)\s*\z/m
          raise HTTPStatus::BadRequest, "bad header '#{line}'." unless field
          header[field][-1] << " " << $1
        else
          raise HTTPStatus::BadRequest, "bad header '#{line}'."
        end
      end
      header
    end

    def split_header_value(str)
      str.scan(%r'\G((?:"(?:\\.|[^"])+?"|[^",]++)+)(?:,\s*|\Z)'xn).flatten
    end

    def dequote(str)
      ret = /\A"(.*)"\Z/ =~ str ? $1 : str.dup
      ret.gsub!(/\\(.)/, "\\1")
      ret
    end

    def quote(str)
      '"' << str.gsub(/[\\\"]/o, "\\\1") << '"'
    end

    def parse_query(str)
      query = {}
      if str
        str.split(/[&;]/).each do |x|
          next if x.empty?
          key, val = x.split(/=/, 2)
          key = unescape_form(key)
          val = unescape_form(val.to_s)
          val = FormData.new(val)
          val.name = key
          if query.key?(key)
            query[key].append_data(val)
            next
          end
          query[key] = val
        end
      end
      query
    end

    # what each escape leaves as it is (RFC 2396's classes, as WEBrick groups them)
    ESCAPED = /[\x00-\x20\x7f<>#%"{}|\\^\[\]`]|[^\x00-\x7f]/
    ESCAPED_FORM = /[\x00-\x1f\x7f<>#%"{}|\\^\[\]`;\/?:@&=+$,]|[^\x00-\x7f]/
    ESCAPED_PCHAR = /[^A-Za-z0-9\-_.!~*'():@&=+$,]/

    def _escape(str, regex)
      str.gsub(regex) { |c| c.bytes.map { |b| format("%%%02X", b) }.join }
    end

    def escape(str)
      _escape(str, ESCAPED)
    end

    def unescape(str)
      str.gsub(/(?:%[0-9a-fA-F]{2})+/) { |run| URI.decode_www_form_component(run) }
    end

    def escape_form(str)
      _escape(str, ESCAPED_FORM).gsub(" ", "+")
    end

    def unescape_form(str)
      unescape(str.gsub(/\+/, " "))
    end

    def escape_path(str)
      str.split("/", -1).map { |seg| _escape(seg, ESCAPED_PCHAR) }.join("/")
    end

    def escape8bit(str)
      _escape(str, /[^\x00-\x7f]/)
    end
  end

  module AccessLog
    class AccessLogError < StandardError; end

    CLF_TIME_FORMAT = "[%d/%b/%Y:%H:%M:%S %Z]"
    COMMON_LOG_FORMAT = "%h %l %u %t \"%r\" %s %b"
    CLF = COMMON_LOG_FORMAT
    REFERER_LOG_FORMAT = "%{Referer}i -> %U"
    AGENT_LOG_FORMAT = "%{User-Agent}i"
    COMBINED_LOG_FORMAT = "#{CLF} \"%{Referer}i\" \"%{User-agent}i\""

    module_function

    def setup_params(config, req, res)
      {
        "a" => req.peeraddr[3], "b" => res.sent_size, "h" => req.peeraddr[2],
        "l" => "-", "m" => req.request_method, "p" => req.port, "q" => req.query_string,
        "r" => req.request_line.sub(/\x0d?\x0a\z/o, ""), "s" => res.status,
        "t" => req.request_time, "T" => Time.now - req.request_time,
        "u" => req.user || "-", "U" => req.unparsed_uri, "v" => config[:ServerName],
      }
    end

    def format(format_string, params)
      format_string.gsub(/\%(?:\{(.*?)\})?>?([a-zA-Z%])/) do
        param, spec = $1, $2
        case spec[0]
        when "e", "i", "n", "o"
          raise AccessLogError, "parameter is required for \"#{spec}\"" unless param
          (v = params[spec][param]) ? escape(v.to_s) : "-"
        when "t"
          params[spec].strftime(param || CLF_TIME_FORMAT)
        when "p"
          escape(params["p"].to_s)
        when "%"
          "%"
        else
          escape(params[spec].to_s)
        end
      end
    end

    def escape(data)
      data.gsub(/[[:cntrl:]\\]+/) { $&.dump[1...-1] }
    end
  end

  class HTTPVersion
    include Comparable

    attr_accessor :major, :minor

    def self.convert(version)
      version.is_a?(self) ? version : new(version)
    end

    def initialize(version)
      case version
      when HTTPVersion
        @major, @minor = version.major, version.minor
      when String
        if /^(\d+)\.(\d+)$/ =~ version
          @major, @minor = $1.to_i, $2.to_i
        end
      end
      raise ArgumentError, format("cannot convert %s into %s", version.class, self.class) if @major.nil?
    end

    def <=>(other)
      other = HTTPVersion.convert(other) unless other.is_a?(HTTPVersion)
      ret = @major <=> other.major
      ret = @minor <=> other.minor if ret == 0
      ret
    end

    def to_s
      format("%d.%d", @major, @minor)
    end
  end

  # An HTTP cookie: what a request's Cookie header holds (`Cookie.parse`) and what a
  # response sets (`res.cookies << cookie`, written as Set-Cookie).
  class Cookie
    attr_reader :name
    attr_accessor :value, :version, :domain, :path, :secure, :comment, :max_age

    def initialize(name, value)
      @name = name
      @value = value
      @version = 0
      @domain = @path = @secure = @comment = @max_age = @expires = nil
    end

    def expires=(t)
      @expires = t && (t.is_a?(Time) ? t.httpdate : t.to_s)
    end

    def expires
      @expires && Time.parse(@expires)
    end

    def to_s
      ret = +""
      ret << @name << "=" << @value
      ret << "; " << "Version=" << @version.to_s if @version > 0
      ret << "; " << "Domain=" << @domain if @domain
      ret << "; " << "Expires=" << @expires if @expires
      ret << "; " << "Max-Age=" << @max_age.to_s if @max_age
      ret << "; " << "Comment=" << @comment if @comment
      ret << "; " << "Path=" << @path if @path
      ret << "; " << "Secure" if @secure
      ret
    end

    # The cookies of a Cookie request header ("$Version=1; a=b; $Path=/").
    def self.parse(str)
      return nil unless str
      ret = []
      cookie = nil
      ver = 0
      str.split(/;\s+/).each do |x|
        key, val = x.split(/=/, 2)
        val = val ? HTTPUtils.dequote(val) : ""
        case key
        when "$Version" then ver = val.to_i
        when "$Path" then cookie.path = val if cookie
        when "$Domain" then cookie.domain = val if cookie
        when "$Port" then nil
        else
          ret << cookie if cookie
          cookie = new(key, val)
          cookie.version = ver
        end
      end
      ret << cookie if cookie
      ret
    end

    # One Set-Cookie response header's cookie.
    def self.parse_set_cookie(str)
      cookie_elem = str.split(/;/)
      first_elem = cookie_elem.shift
      first_elem.strip!
      key, value = first_elem.split(/=/, 2)
      cookie = new(key, HTTPUtils.dequote(value.to_s))
      cookie_elem.each do |pair|
        pair.strip!
        key, value = pair.split(/=/, 2)
        value = HTTPUtils.dequote(value.strip) if value
        case key.downcase
        when "domain" then cookie.domain = value
        when "path" then cookie.path = value
        when "expires" then cookie.expires = value
        when "max-age" then cookie.max_age = Integer(value)
        when "comment" then cookie.comment = value
        when "version" then cookie.version = Integer(value)
        when "secure" then cookie.secure = true
        end
      end
      cookie
    end

    def self.parse_set_cookies(str)
      str.split(/,(?=[^;,]*=)|,$/).map { |c| parse_set_cookie(c) }
    end
  end

  # HTTP Basic authentication in a servlet: `HTTPAuth.basic_auth(req, res, realm) { |user,
  # pass| ok? }` lets the request through (setting req.user) or answers 401 (407 for
  # proxy_basic_auth) with the challenge header.
  module HTTPAuth
    module_function

    def basic_auth(req, res, realm, &block)
      _basic_auth(req, res, realm, "Authorization", "WWW-Authenticate",
                  HTTPStatus::Unauthorized, block)
    end

    def proxy_basic_auth(req, res, realm, &block)
      _basic_auth(req, res, realm, "Proxy-Authorization", "Proxy-Authenticate",
                  HTTPStatus::ProxyAuthenticationRequired, block)
    end

    def _basic_auth(req, res, realm, req_field, res_field, err_type, block)
      user = pass = nil
      if (m = /\ABasic\s+(.*)/.match(req[req_field].to_s))
        user, pass = m[1].unpack1("m").split(":", 2)
      end
      if block.call(user, pass)
        req.user = user
        return
      end
      res[res_field] = "Basic realm=\"#{realm}\""
      raise err_type
    end
  end

  # -- configuration -----------------------------------------------------------------------

  module Config
    LIBDIR = File.dirname(__FILE__)

    General = Hash.new { |hash, key|
      case key
      when :ServerName
        hash[key] = Utils.getservername
      end
    }.update(
      BindAddress: nil,
      Port: nil,
      MaxClients: 100,
      ServerType: nil,
      Logger: nil,
      ServerSoftware: "WEBrick/#{WEBrick::VERSION} (Ruby/#{RUBY_VERSION}/#{RUBY_RELEASE_DATE})",
      TempDir: ENV["TMPDIR"] || ENV["TMP"] || ENV["TEMP"] || "/tmp",
      DoNotListen: false,
      StartCallback: nil,
      StopCallback: nil,
      AcceptCallback: nil,
      DoNotReverseLookup: true,
      ShutdownSocketWithoutClose: false,
    )

    HTTP = General.dup.update(
      Port: 80,
      RequestTimeout: 30,
      HTTPVersion: HTTPVersion.new("1.1"),
      AccessLog: nil,
      MimeTypes: HTTPUtils::DefaultMimeTypes,
      DirectoryIndex: ["index.html", "index.htm", "index.cgi", "index.rhtml"],
      DocumentRoot: nil,
      DocumentRootOptions: { FancyIndexing: true },
      RequestCallback: nil,
      ServerAlias: nil,
      InputBufferSize: 65536,
      OutputBufferSize: 65536,
      ProxyAuthProc: nil,
      ProxyContentHandler: nil,
      ProxyVia: true,
      ProxyTimeout: true,
      ProxyURI: nil,
      CGIInterpreter: nil,
      CGIPathEnv: nil,
      Escape8bitURI: false,
    )

    FileHandler = {
      NondisclosureName: [".ht*", "*~"],
      FancyIndexing: false,
      HandlerTable: {},
      HandlerCallback: nil,
      DirectoryCallback: nil,
      FileCallback: nil,
      UserDir: nil,
      AcceptableLanguages: [],
    }

    BasicAuth = { AutoReloadUserDB: true }
    DigestAuth = {
      Algorithm: "MD5-sess", Domain: nil, Qop: ["auth"], UseOpaque: true,
      UseNextNonce: false, CheckNc: false, UseAuthenticationInfoHeader: true,
      AutoReloadUserDB: true, NonceExpirePeriod: 30 * 60, NonceExpireDelta: 60,
      InternetExplorerHack: true, OperaHack: true,
    }
  end

  # -- servers -----------------------------------------------------------------------------

  # ServerType values: SimpleServer serves in the calling thread, Daemon detaches first.
  class SimpleServer
    def self.start
      yield
    end
  end

  class Daemon
    def self.start
      Process.daemon
      File.umask(0)
      yield if block_given?
    end
  end

  class GenericServer
    attr_reader :status, :config, :logger, :tokens, :listeners

    def initialize(config = {}, default = Config::General)
      @config = default.dup.update(config)
      @status = :Stop
      @config[:Logger] ||= Log.new
      @logger = @config[:Logger]
      @tokens = Thread::SizedQueue.new(@config[:MaxClients] || 100)
      @listeners = []
      @shutdown_requested = false
      unless @config[:DoNotListen]
        raise ArgumentError, "Port must be an integer" if @config[:Port] && !@config[:Port].is_a?(Integer)
        listen(@config[:BindAddress], @config[:Port])
        @config[:Port] = @listeners[0].port if @config[:Port] == 0
      end
    end

    def [](key)
      @config[key]
    end

    def listen(address, port)
      @listeners.concat(Utils.create_listeners(address, port))
    end

    # Serves until `shutdown` (or `stop`): each connection in a thread of its own.
    def start(&block)
      raise ServerError, "already started." if @status != :Stop
      @status = :Running
      @logger.info("#{self.class}#start: pid=#{$$} port=#{@config[:Port]}")
      (@config[:ServerType] || SimpleServer).start { serve(block) }
    end

    def stop
      @status = :Shutdown if @status == :Running
      @shutdown_requested = true
    end

    def shutdown
      stop
      cleanup_listener if @status == :Stop
    end

    def run(sock)
      @logger.fatal("run() must be provided by user.")
    end

    private

    def serve(block)
      call_callback(:StartCallback)
      workers = []
      begin
        until @shutdown_requested || @listeners.empty?
          @listeners.each do |listener|
            conn = listener.accept(0.2)
            next unless conn
            call_callback(:AcceptCallback, conn)
            workers << Thread.start(conn) do |sock|
              Thread.current.report_on_exception = false
              begin
                block ? block.call(sock) : run(sock)
              rescue StandardError => e
                @logger.error(e)
              ensure
                sock.close
              end
            end
            workers.reject! { |t| !t.alive? }
          end
        end
      ensure
        workers.each { |t| t.join(1) }
        @status = :Shutdown
        @logger.info("going to shutdown ...")
        cleanup_listener
        call_callback(:StopCallback)
        @logger.info("#{self.class}#start done.")
        @status = :Stop
        @shutdown_requested = false
      end
    end

    def cleanup_listener
      @listeners.each(&:close)
      @listeners.clear
    end

    def call_callback(callback_name, *args)
      @config[callback_name]&.call(*args)
    end
  end

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

  class HTTPResponse
    attr_reader :http_version, :status, :header, :cookies, :config, :sent_size
    attr_accessor :reason_phrase, :body, :request_method, :request_uri,
                  :request_http_version, :filename, :keep_alive

    def initialize(config)
      @config = config
      @buffer_size = config[:OutputBufferSize]
      @logger = config[:Logger]
      @header = {}
      @status = HTTPStatus::RC_OK
      @reason_phrase = nil
      @http_version = HTTPVersion.convert(config[:HTTPVersion])
      @body = +""
      @keep_alive = true
      @cookies = []
      @request_method = nil
      @request_uri = nil
      @request_http_version = @http_version
      @chunked = false
      @filename = nil
      @sent_size = 0
    end

    def status_line
      "HTTP/#{@http_version} #{@status} #{@reason_phrase}".rstrip << CRLF
    end

    def status=(status)
      @status = status
      @reason_phrase = HTTPStatus.reason_phrase(status)
    end

    def [](field)
      @header[field.downcase]
    end

    def []=(field, value)
      @chunked = value.to_s.downcase == "chunked" if field.downcase == "transfer-encoding"
      @header[field.downcase] = value.to_s
    end

    def content_length
      len = self["content-length"]
      Integer(len) if len
    end

    def content_length=(len)
      self["content-length"] = len.to_s
    end

    def content_type
      self["content-type"]
    end

    def content_type=(type)
      self["content-type"] = type
    end

    def each
      @header.each { |field, value| yield(field, value) }
    end

    def chunked?
      @chunked
    end

    def chunked=(val)
      @chunked = val ? true : false
    end

    def keep_alive?
      @keep_alive
    end

    def setup_header
      @reason_phrase ||= HTTPStatus.reason_phrase(@status)
      @header["server"] ||= @config[:ServerSoftware]
      @header["date"] ||= Time.now.httpdate
      if @status == 304 || @status == 204 || HTTPStatus.info?(@status)
        @header.delete("content-length")
        @body = ""
      elsif @body.respond_to?(:read) || @body.is_a?(Proc)
        @body = read_body_source
        @header["content-length"] = @body.bytesize.to_s
      else
        @header["content-length"] = (@body ? @body.bytesize : 0).to_s
      end
      @header.delete("transfer-encoding")
      @chunked = false
      @header["connection"] = "close"
      @keep_alive = false
      if (@status == 201 || HTTPStatus.redirect?(@status)) && @header["location"] && @request_uri
        @header["location"] = @request_uri.merge(@header["location"]).to_s  # made absolute
      end
    end

    def set_redirect(status, url)
      url = URI(url).to_s
      @body = "<HTML><A HREF=\"#{url}\">#{url}</A>.</HTML>\n"
      @header["location"] = url
      raise status
    end

    def set_error(ex, backtrace = false)
      case ex
      when HTTPStatus::Status
        @keep_alive = false if HTTPStatus.error?(ex.code)
        self.status = ex.code
      else
        @keep_alive = false
        self.status = HTTPStatus::RC_INTERNAL_SERVER_ERROR
      end
      @header["content-type"] = "text/html; charset=ISO-8859-1"
      error_body(backtrace, ex, @request_uri&.host, @request_uri&.port)
    end

    def error_body(backtrace, ex, host, port)
      @body = +""
      @body << <<-_end_of_html_
<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0//EN">
<HTML>
  <HEAD><TITLE>#{HTMLUtils.escape(@reason_phrase)}</TITLE></HEAD>
  <BODY>
    <H1>#{HTMLUtils.escape(@reason_phrase)}</H1>
    #{HTMLUtils.escape(ex.message)}
    <HR>
      _end_of_html_
      if backtrace && $DEBUG
        @body << "backtrace of `#{HTMLUtils.escape(ex.class.to_s)}' "
        @body << "#{HTMLUtils.escape(ex.message)}"
        @body << "<PRE>"
        ex.backtrace.each { |line| @body << "\t#{line}\n" }
        @body << "</PRE><HR>"
      end
      @body << <<-_end_of_html_
    <ADDRESS>
     #{HTMLUtils.escape(@config[:ServerSoftware])} at
     #{host}:#{port}
    </ADDRESS>
  </BODY>
</HTML>
      _end_of_html_
    end

    def to_s
      ret = +""
      send_response(ret)
      ret
    end

    # Writes the status line, the header and the body to `socket` (anything with <<).
    def send_response(socket)
      setup_header
      data = status_line
      @header.each { |key, value| data << "#{key.gsub(/\bwww|^te$|\b\w/) { $&.upcase }}: #{value}" << CRLF }
      @cookies.each { |cookie| data << "Set-Cookie: " << cookie.to_s << CRLF }
      data << CRLF
      data << @body.to_s unless @request_method == "HEAD"
      socket << data
      @sent_size = @request_method == "HEAD" ? 0 : @body.to_s.bytesize
    end

    private

    def read_body_source
      if @body.is_a?(Proc)
        out = StringIO.new
        writer = Object.new
        writer.define_singleton_method(:write) { |s| out.write(s); s.to_s.bytesize }
        writer.define_singleton_method(:<<) { |s| out.write(s); writer }
        @body.call(writer)
        out.string
      else
        text = @body.read.to_s
        @body.close if @body.respond_to?(:close)
        text
      end
    end
  end

  module HTMLUtils
    module_function

    def escape(string)
      return "" unless string
      string.gsub(/[&"<>]/, "&" => "&amp;", '"' => "&quot;", ">" => "&gt;", "<" => "&lt;")
    end
  end

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

    # Serves the files under a folder (`root`): a file's content with its MIME type, a
    # folder's index file, or its listing when FancyIndexing is on.
    class FileHandler < AbstractServlet
      HandlerTable = {}

      def self.add_handler(suffix, handler)
        HandlerTable[suffix] = handler
      end

      def self.remove_handler(suffix)
        HandlerTable.delete(suffix)
      end

      def initialize(server, root, options = {}, default = Config::FileHandler)
        @config = server.config
        @logger = @config[:Logger]
        @root = File.expand_path(root)
        options = { FancyIndexing: options } if options == true
        @options = default.dup.update(options || {})
      end

      def service(req, res)
        path = File.expand_path(File.join(@root, req.path_info.to_s))
        unless path == @root || path.start_with?(@root + "/")
          raise HTTPStatus::Forbidden, "`#{req.path}' is outside the document root."
        end
        name = File.basename(path)
        if nondisclosure_name?(name) && path != @root
          raise HTTPStatus::NotFound, "`#{req.path}' not found."
        end
        if File.directory?(path)
          redirect_to_directory_uri(req, res)
          index = @config[:DirectoryIndex].map { |n| File.join(path, n) }.find { |f| File.file?(f) }
          if index
            serve_file(req, res, index)
          elsif @options[:FancyIndexing]
            set_dir_list(req, res, path)
          else
            raise HTTPStatus::Forbidden, "no access permission to `#{req.path}'"
          end
        elsif File.file?(path)
          serve_file(req, res, path)
        else
          raise HTTPStatus::NotFound, "`#{req.path}' not found."
        end
      end

      private

      def nondisclosure_name?(name)
        @options[:NondisclosureName].any? { |pattern| File.fnmatch(pattern, name) }
      end

      def serve_file(req, res, path)
        unless %w[GET HEAD].include?(req.request_method)
          raise HTTPStatus::MethodNotAllowed, "unsupported method `#{req.request_method}'."
        end
        st = File.stat(path)
        mtime = st.mtime
        res["etag"] = sprintf("%x-%x-%x", st.ino, st.size, mtime.to_i)
        if (since = req["if-modified-since"]) && (Time.httpdate(since) rescue nil)&.>=(Time.at(mtime.to_i))
          res.status = HTTPStatus::RC_NOT_MODIFIED
          return
        end
        res["content-type"] = HTTPUtils.mime_type(path, @config[:MimeTypes])
        res["last-modified"] = mtime.httpdate
        res.body = File.binread(path)
        res.filename = path
      end

      def set_dir_list(req, res, path)
        entries = Dir.children(path).reject { |n| nondisclosure_name?(n) }.sort
        title = "Index of #{HTMLUtils.escape(req.path)}"
        body = +"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<HTML>\n  <HEAD>\n"
        body << "    <TITLE>#{title}</TITLE>\n  </HEAD>\n  <BODY>\n    <H1>#{title}</H1>\n<PRE>\n"
        body << "<A HREF=\"..\">Parent Directory</A>\n" unless req.path == "/"
        entries.each do |n|
          shown = File.directory?(File.join(path, n)) ? n + "/" : n
          body << "<A HREF=\"#{HTTPUtils.escape_path(shown)}\">#{HTMLUtils.escape(shown)}</A>\n"
        end
        body << "</PRE>\n  </BODY>\n</HTML>\n"
        res["content-type"] = "text/html; charset=UTF-8"
        res.body = body
      end
    end
  end

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
