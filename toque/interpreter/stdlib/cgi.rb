# cgi (0.3.5, Ruby 3.1's): the escaping functions of cgi/util (URL, URI-component, HTML,
# HTML elements), rfc1123_date and pretty, CGI.parse of a query string, and CGI::Cookie.
# A CGI object (CGI.new, a web server's request read from ENV and stdin) is no part of a
# Chef run: toque raises NotImplementedError for it.
class CGI
  VERSION = "0.3.5"
  CR = "\015"
  LF = "\012"
  EOL = CR + LF
  REVISION = "$Id$"
  NEEDS_BINMODE = false
  PATH_SEPARATOR = { "UNIX" => "/", "WINDOWS" => "\\", "MACINTOSH" => ":" }.freeze
  MAX_MULTIPART_COUNT = 128
  HTTP_STATUS = {
    "OK" => "200 OK", "PARTIAL_CONTENT" => "206 Partial Content",
    "MULTIPLE_CHOICES" => "300 Multiple Choices", "MOVED" => "301 Moved Permanently",
    "REDIRECT" => "302 Found", "NOT_MODIFIED" => "304 Not Modified",
    "BAD_REQUEST" => "400 Bad Request", "AUTH_REQUIRED" => "401 Authorization Required",
    "FORBIDDEN" => "403 Forbidden", "NOT_FOUND" => "404 Not Found",
    "METHOD_NOT_ALLOWED" => "405 Method Not Allowed", "NOT_ACCEPTABLE" => "406 Not Acceptable",
    "LENGTH_REQUIRED" => "411 Length Required", "PRECONDITION_FAILED" => "412 Precondition Failed",
    "SERVER_ERROR" => "500 Internal Server Error", "NOT_IMPLEMENTED" => "501 Method Not Implemented",
    "BAD_GATEWAY" => "502 Bad Gateway", "VARIANT_ALSO_VARIES" => "506 Variant Also Negotiates",
  }.freeze

  class InvalidEncoding < Exception; end

  @accept_charset = "UTF-8"

  class << self
    # the encoding unescape gives its result (a String naming it, or an Encoding)
    attr_accessor :accept_charset
  end

  # The escapers MRI writes in C (cgi/escape); Util has them and the rest.
  module Escape
    HTML_ESCAPES = { "&" => "&amp;", '"' => "&quot;", "'" => "&#39;", "<" => "&lt;", ">" => "&gt;" }.freeze
    HTML_NAMED = { "apos" => "'", "amp" => "&", "quot" => '"', "gt" => ">", "lt" => "<" }.freeze

    # URL-encode for a form: every byte but a-zA-Z0-9_.-~ as %XX, spaces as "+".
    def escape(string)
      percent_encode(string, /[^a-zA-Z0-9_.\-~ ]+/n).tr(" ", "+")
    end

    # As escape, with spaces as %20 (RFC 3986's encodeURIComponent).
    def escapeURIComponent(string)
      percent_encode(string, /[^a-zA-Z0-9_.\-~]+/n)
    end

    def unescape(string, encoding = ::CGI.accept_charset)
      percent_decode(string.tr("+", " "), string, encoding)
    end

    def unescapeURIComponent(string, encoding = ::CGI.accept_charset)
      percent_decode(string, string, encoding)
    end

    def escapeHTML(string)
      string.gsub(/[&"'<>]/, HTML_ESCAPES)
    end

    # The five named entities and numeric ones (&#39; &#x27;) back to characters; an
    # entity naming no character of the string's encoding stays as written.
    def unescapeHTML(string)
      string.gsub(/&(apos|amp|quot|gt|lt|#[0-9]+|#[xX][0-9A-Fa-f]+);/) do
        match = $1
        if HTML_NAMED.key?(match)
          HTML_NAMED[match]
        else
          code = match[1] == "x" || match[1] == "X" ? match[2..].hex : match[1..].to_i
          limit = string.encoding == Encoding::UTF_8 ? 0x110000 : 256
          code < limit ? code.chr(string.encoding == Encoding::UTF_8 ? Encoding::UTF_8 : string.encoding) : "&#{match};"
        end
      end
    end

    private

    def percent_encode(string, unsafe)
      encoding = string.encoding
      string.b.gsub(unsafe) { |run| run.bytes.map { |byte| format("%%%02X", byte) }.join }.force_encoding(encoding)
    end

    # toque's Strings are UTF-8 or binary: the bytes read as UTF-8 where they are UTF-8
    def percent_decode(text, original, encoding)
      ::CGI.__percent_decode(text)
    end
  end

  module Util
    prepend Escape  # as cgi/escape does: the C escapers come first

    RFC822_DAYS = %w[Sun Mon Tue Wed Thu Fri Sat].freeze
    RFC822_MONTHS = %w[Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec].freeze

    alias escape_html escapeHTML
    alias h escapeHTML
    alias unescape_html unescapeHTML

    # Escape only the named HTML elements' tags: escapeElement('<BR><A HREF="url"></A>', "A")
    def escapeElement(string, *elements)
      elements = elements[0] if elements[0].is_a?(Array)
      return string if elements.empty?
      string.gsub(/<\/?(?:#{elements.join("|")})(?!\w)(?:.|\n)*?>/i) { escapeHTML($&) }
    end
    alias escape_element escapeElement

    def unescapeElement(string, *elements)
      elements = elements[0] if elements[0].is_a?(Array)
      return string if elements.empty?
      string.gsub(/&lt;\/?(?:#{elements.join("|")})(?!\w)(?:.|\n)*?&gt;/i) { unescapeHTML($&) }
    end
    alias unescape_element unescapeElement

    # "Sat, 01 Jan 2000 00:00:00 GMT"
    def rfc1123_date(time)
      t = time.clone.gmtime
      format("%s, %.2d %s %.4d %.2d:%.2d:%.2d GMT",
             RFC822_DAYS[t.wday], t.day, RFC822_MONTHS[t.month - 1], t.year, t.hour, t.min, t.sec)
    end

    # HTML laid out one tag a line, each element's content indented by `shift`.
    def pretty(string, shift = "  ")
      lines = string.gsub(/(?!\A)<.*?>/m, "\n\\0").gsub(/<.*?>(?!\n)/m, "\\0\n")
      from = 0
      while (close = lines.index(/^<\/(\w+)/, from))
        name = $1
        open = lines.rindex(/^\s*<#{name}/i, close)
        inner = lines[open...close]
        lines[open...close] = "__" + inner.gsub(/\n(?!\z)/, "\n" + shift) + "__"
        from = close
      end
      lines.gsub(/^((?:#{Regexp.quote(shift)})*)__(?=<\/?\w)/, '\1')
    end
  end

  include Util
  extend Util

  # A query string's parameters: each name to the list of its values.
  def self.parse(query)
    params = {}
    query.split(/[&;]/).each do |pair|
      key, value = pair.split("=", 2).map { |part| unescape(part) }
      next unless key
      params[key] ||= []
      params[key].push(value) if value
    end
    params.default = [].freeze
    params
  end

  def initialize(*args)
    raise NotImplementedError, "CGI.new reads a web server's request; toque runs no CGI scripts"
  end

  # An HTTP cookie: an Array of its values with a name, path, domain, expiry and flags.
  class Cookie < Array
    TOKEN = /\A[!#$%&'*+\-.^_`|~0-9A-Za-z]+\z/
    PATH_VALUE = /\A[ -:<-~]*\z/
    LABEL = "[A-Za-z0-9](?:[-A-Za-z0-9]*[A-Za-z0-9])?"
    # MRI's pattern allows a leading dot on paper, but Onigmo never matches one there
    DOMAIN_VALUE = /\A#{LABEL}(?:\.#{LABEL})*\z/

    attr_reader :name, :path, :domain
    attr_accessor :expires
    attr_reader :secure, :httponly

    # Cookie.new(name, *values) or Cookie.new("name" => …, "value" => …, "path" => …,
    # "domain" => …, "expires" => Time, "secure" => true, "httponly" => true)
    def initialize(name = "", *value)
      @domain = nil
      @expires = nil
      if name.is_a?(String)
        self.name = name
        self.path = (%r{\A(.*/)} =~ ENV["SCRIPT_NAME"] ? $1 : "")
        @secure = false
        @httponly = false
        return super(value)
      end
      options = name
      raise ArgumentError, "`name' required" unless options.key?("name")
      self.name = options["name"]
      value = Array(options["value"])
      self.path = options["path"] || (%r{\A(.*/)} =~ ENV["SCRIPT_NAME"] ? $1 : "")
      self.domain = options["domain"]
      @expires = options["expires"]
      @secure = options["secure"] == true
      @httponly = options["httponly"] ? true : false
      super(value)
    end

    def name=(str)
      raise ArgumentError, "invalid name: #{str.dump}" if str && !TOKEN.match?(str)
      @name = str
    end

    def path=(str)
      raise ArgumentError, "invalid path: #{str.dump}" if str && !PATH_VALUE.match?(str)
      @path = str
    end

    def domain=(str)
      raise ArgumentError, "invalid domain: #{str.dump}" if str && !DOMAIN_VALUE.match?(str)
      @domain = str
    end

    # Only true or false change it.
    def secure=(val)
      @secure = val if val == true || val == false
      @secure
    end

    def httponly=(val)
      @httponly = !!val
    end

    def value
      self
    end

    def value=(val)
      replace(Array(val))
    end

    def to_s
      text = "#{@name}=#{map { |v| CGI.escape(v) }.join("&")}"
      text += "; domain=#{@domain}" if @domain
      text += "; path=#{@path}" if @path
      text += "; expires=#{CGI.rfc1123_date(@expires)}" if @expires
      text += "; secure" if @secure
      text += "; HttpOnly" if @httponly
      text
    end

    def inspect
      "#<CGI::Cookie: #{to_s.inspect}>"
    end

    # A Cookie header's cookies by name; a name given twice gathers its values.
    def self.parse(raw_cookie)
      cookies = Hash.new([])
      return cookies unless raw_cookie
      raw_cookie.split(/;\s?/).each do |pair|
        name, values = pair.split("=", 2)
        next unless name && values
        values = values.split("&").map { |v| CGI.unescape(v, CGI.accept_charset) }
        values = cookies[name].value + values if cookies.key?(name)
        cookies[name] = new(name, *values)
      end
      cookies
    end
  end
end
