# URI as uri.rb of Ruby 3.1 defines it; uri.py provides RFC3986_Parser#split, the
# component checks (match_component?), query=/fragment= and the www-form codecs.
module URI
  class Error < StandardError; end
  class InvalidURIError < Error; end
  class InvalidComponentError < Error; end
  class BadURIError < Error; end

  module Schemes; end

  def self.register_scheme(scheme, klass)
    Schemes.const_set(scheme.to_s.upcase, klass)
  end

  def self.scheme_list
    Schemes.constants.map { |name| [name.to_s.upcase, Schemes.const_get(name)] }.to_h
  end

  def self.for(scheme, *arguments, default: Generic)
    const_name = scheme.to_s.upcase
    uri_class = nil
    if /\A[A-Z]\w*\z/.match?(const_name) && Schemes.const_defined?(const_name, false)
      uri_class = Schemes.const_get(const_name, false)
    end
    (uri_class || default).new(scheme, *arguments)
  end

  class RFC3986_Parser
    def parse(uri)
      URI.for(*split(uri), self)
    end

    def join(*uris)
      uris[0] = convert_to_uri(uris[0])
      uris.inject(:merge)
    end

    def inspect
      "#<URI::RFC3986_Parser>"
    end

    def convert_to_uri(uri)
      if uri.is_a?(URI::Generic)
        uri
      elsif uri.is_a?(String) || uri.respond_to?(:to_str)
        parse(uri.to_str)
      else
        raise ArgumentError, "bad argument (expected URI object or URI string)"
      end
    end
  end

  # The RFC 2396 parser: URI::DEFAULT_PARSER (escape, unescape, extract, make_regexp).
  class RFC2396_Parser
    ALPHA = "a-zA-Z"
    ALNUM = "#{ALPHA}\\d"
    HEX = "a-fA-F\\d"
    ESCAPED = "%[#{HEX}]{2}"
    UNRESERVED = "\\-_.!~*'()#{ALNUM}"
    RESERVED = ";/?:@&=+$,\\[\\]"
    UNSAFE = Regexp.new("[^#{UNRESERVED}#{RESERVED}]")

    def escape(str, unsafe = UNSAFE)
      unsafe = Regexp.new("[#{Regexp.quote(unsafe)}]") unless unsafe.is_a?(Regexp)
      str.gsub(unsafe) { |us| us.bytes.map { |b| format("%%%02X", b) }.join }
    end

    def split(uri)
      URI::RFC3986_PARSER.split(uri)
    end

    def parse(uri)
      URI.for(*split(uri), self)
    end

    def join(*uris)
      URI::RFC3986_PARSER.join(*uris)
    end

    def extract(str, schemes = nil)
      result = []
      str.scan(make_regexp(schemes)) { result.push($&) }
      if block_given?
        result.each { |m| yield m }
        return nil
      end
      result
    end

    def make_regexp(schemes = nil)
      return Regexp.new(URI::RFC2396_Parser.abs_uri_ref, Regexp::EXTENDED) unless schemes
      Regexp.new("(?=(?:#{schemes.map { |s| Regexp.escape(s) }.join('|')}):)#{URI::RFC2396_Parser.x_abs_uri}", Regexp::EXTENDED)
    end

    def match_component?(kind, value)
      URI::RFC3986_PARSER.match_component?(kind, value)
    end

    def inspect
      "#<URI::RFC2396_Parser>"
    end

    def self.x_abs_uri
      uric = "(?:[#{UNRESERVED}#{RESERVED}]|#{ESCAPED})"
      uric_no_slash = "(?:[#{UNRESERVED};?:@&=+$,]|#{ESCAPED})"
      query = "#{uric}*"
      hostname = "(?:[a-zA-Z0-9\\-.]|%[a-fA-F0-9][a-fA-F0-9])+"
      ipv4 = "\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}"
      hex4 = "[#{HEX}]{1,4}"
      lastpart = "(?:#{hex4}|#{ipv4})"
      hexseq1 = "(?:#{hex4}:)*#{hex4}"
      hexseq2 = "(?:#{hex4}:)*#{lastpart}"
      ipv6 = "(?:#{hexseq2}|(?:#{hexseq1})?::(?:#{hexseq2})?)"
      host = "(?:#{hostname}|#{ipv4}|\\[#{ipv6}\\])"
      userinfo = "(?:[#{UNRESERVED};:&=+$,]|#{ESCAPED})*"
      pchar = "(?:[#{UNRESERVED}:@&=+$,]|#{ESCAPED})"
      segment = "#{pchar}*(?:;#{pchar}*)*"
      abs_path = "/#{segment}(?:/#{segment})*"
      reg_name = "(?:[#{UNRESERVED}$,;:@&=+]|#{ESCAPED})+"
      scheme = "[#{ALPHA}][\\-+.#{ALPHA}\\d]*"
      "(#{scheme}):(?:(#{uric_no_slash}#{uric}*)|(?:(?://(?:(?:(?:(#{userinfo})@)?(?:(#{host})(?::(\\d*))?))?|(#{reg_name}))|(?!//))(#{abs_path})?)(?:\\?(#{query}))?)(?:\\#(#{query}))?"
    end

    def self.abs_uri_ref
      x_abs_uri
    end
  end

  RFC3986_PARSER = RFC3986_Parser.new
  Parser = RFC2396_Parser
  DEFAULT_PARSER = RFC2396_Parser.new

  def self.split(uri)
    RFC3986_PARSER.split(uri)
  end

  def self.parse(uri)
    RFC3986_PARSER.parse(uri)
  end

  def self.join(*str)
    RFC3986_PARSER.join(*str)
  end

  def self.extract(str, schemes = nil, &block)
    DEFAULT_PARSER.extract(str, schemes, &block)
  end

  def self.regexp(schemes = nil)
    DEFAULT_PARSER.make_regexp(schemes)
  end

  module Util
    def make_components_hash(klass, array_hash)
      tmp = {}
      if array_hash.kind_of?(Array) && array_hash.size == klass.component.size - 1
        klass.component[1..-1].each_index do |i|
          tmp[klass.component[i + 1]] = array_hash[i].dup
        end
      elsif array_hash.kind_of?(Hash)
        array_hash.each { |key, value| tmp[key] = value.dup }
      else
        raise ArgumentError,
          "expected Array of or Hash of components of #{klass} (#{klass.component[1..-1].join(', ')})"
      end
      tmp[:scheme] = klass.to_s.sub(/\A.*::/, '').downcase
      tmp
    end
    module_function :make_components_hash
  end

  class Generic
    include URI

    DEFAULT_PORT = nil
    COMPONENT = [:scheme, :userinfo, :host, :port, :registry, :path, :opaque, :query,
                 :fragment].freeze
    USE_REGISTRY = false

    def self.default_port
      self::DEFAULT_PORT
    end

    def default_port
      self.class.default_port
    end

    def self.component
      self::COMPONENT
    end

    def self.use_registry
      self::USE_REGISTRY
    end

    def self.build(args)
      if args.kind_of?(Array) && args.size == ::URI::Generic::COMPONENT.size
        tmp = args.dup
      elsif args.kind_of?(Hash)
        tmp = ::URI::Generic::COMPONENT.collect { |c| args.include?(c) ? args[c] : nil }
      else
        raise ArgumentError,
          "expected Array of or Hash of components of #{self} (#{component.join(', ')})"
      end
      tmp << nil
      tmp << true
      new(*tmp)
    end

    def self.build2(args)
      build(args)
    rescue InvalidComponentError
      if args.kind_of?(Array)
        build(args.collect { |x| x.is_a?(String) ? DEFAULT_PARSER.escape(x) : x })
      elsif args.kind_of?(Hash)
        tmp = {}
        args.each { |key, value| tmp[key] = value ? DEFAULT_PARSER.escape(value) : value }
        build(tmp)
      end
    end

    def initialize(scheme, userinfo, host, port, registry, path, opaque, query, fragment,
                   parser = DEFAULT_PARSER, arg_check = false)
      @scheme = nil
      @user = nil
      @password = nil
      @host = nil
      @port = nil
      @path = nil
      @query = nil
      @opaque = nil
      @fragment = nil
      @parser = parser == DEFAULT_PARSER ? nil : parser
      if arg_check
        self.scheme = scheme
        self.userinfo = userinfo
        self.hostname = host
        self.port = port
        self.path = path
        self.query = query
        self.opaque = opaque
        self.fragment = fragment
      else
        set_scheme(scheme)
        set_userinfo(userinfo)
        set_host(host)
        set_port(port)
        set_path(path)
        self.query = query
        set_opaque(opaque)
        self.fragment = fragment
      end
      if registry
        raise InvalidURIError,
          "the scheme #{@scheme} does not accept registry part: #{registry} (or bad hostname?)"
      end
      @scheme&.freeze
      set_path('') if !@path && !@opaque
      set_port(default_port) if default_port && !@port
    end

    attr_reader :scheme, :host, :port, :path, :query, :opaque, :fragment

    def registry
      nil
    end

    def parser
      @parser || DEFAULT_PARSER
    end

    def component
      self.class.component
    end

    def scheme=(v)
      check_scheme(v)
      set_scheme(v)
      v
    end

    def userinfo=(userinfo)
      return nil if userinfo.nil?
      check_userinfo(*userinfo)
      set_userinfo(*userinfo)
    end

    def user=(user)
      check_user(user)
      set_user(user)
    end

    def password=(password)
      check_password(password)
      set_password(password)
    end

    def userinfo
      if @user.nil?
        nil
      elsif @password.nil?
        @user
      else
        @user + ':' + @password
      end
    end

    def user
      @user
    end

    def password
      @password
    end

    def host=(v)
      check_host(v)
      set_host(v)
      v
    end

    def hostname
      v = host
      v&.start_with?('[') && v.end_with?(']') ? v[1..-2] : v
    end

    def hostname=(v)
      v = "[#{v}]" if !(v&.start_with?('[') && v&.end_with?(']')) && v&.index(':')
      self.host = v
    end

    def port=(v)
      check_port(v)
      set_port(v)
      port
    end

    def registry=(v)
      raise InvalidURIError, "can not set registry"
    end

    def path=(v)
      check_path(v)
      set_path(v)
      v
    end

    def opaque=(v)
      check_opaque(v)
      set_opaque(v)
      v
    end

    def hierarchical?
      @path ? true : false
    end

    def absolute?
      @scheme ? true : false
    end
    alias absolute absolute?

    def relative?
      !absolute?
    end

    def merge!(oth)
      t = merge(oth)
      if self == t
        nil
      else
        replace!(t)
        self
      end
    end

    def merge(oth)
      rel = parser.convert_to_uri_for_merge(oth)
      return rel if rel.absolute?
      raise BadURIError, "both URI are relative" unless absolute?
      base = dup
      authority = rel.userinfo || rel.host || rel.port
      if (rel.path.nil? || rel.path.empty?) && !authority && !rel.query
        base.fragment = rel.fragment if rel.fragment
        return base
      end
      base.query = nil
      base.fragment = nil
      if !authority
        base.set_path(merge_path(base.path, rel.path)) if base.path && rel.path
      else
        base.set_path(rel.path) if rel.path
      end
      base.set_userinfo(rel.userinfo) if rel.userinfo
      base.set_host(rel.host) if rel.host
      base.set_port(rel.port) if rel.port
      base.query = rel.query if rel.query
      base.fragment = rel.fragment if rel.fragment
      base
    end
    alias + merge

    def route_from(oth)
      oth, rel = route_from0(oth)
      return rel if oth == rel
      rel.set_path(route_from_path(oth.path, path))
      rel.set_path('') if rel.path == './' && query
      rel
    end
    alias - route_from

    def route_to(oth)
      URI::RFC3986_PARSER.convert_to_uri(oth).route_from(self)
    end

    def normalize
      uri = dup
      uri.normalize!
      uri
    end

    def normalize!
      set_path('/') if path&.empty?
      set_scheme(scheme.downcase) if scheme && scheme != scheme.downcase
      set_host(host.downcase) if host && host != host.downcase
    end

    def to_s
      str = ''.dup
      if @scheme
        str << @scheme
        str << ':'
      end
      if @opaque
        str << @opaque
      else
        str << '//' if @host || %w[file postgres].include?(@scheme)
        if userinfo
          str << userinfo
          str << '@'
        end
        str << @host if @host
        if @port && @port != default_port
          str << ':'
          str << @port.to_s
        end
        str << @path
        if @query
          str << '?'
          str << @query
        end
      end
      if @fragment
        str << '#'
        str << @fragment
      end
      str
    end
    alias to_str to_s

    def ==(oth)
      if self.class == oth.class
        normalize.component_ary == oth.normalize.component_ary
      else
        false
      end
    end

    def hash
      component_ary.hash
    end

    def eql?(oth)
      self.class == oth.class && component_ary.eql?(oth.component_ary)
    end

    def select(*components)
      components.collect do |c|
        if component.include?(c)
          __send__(c)
        else
          raise ArgumentError,
            "expected of components of #{self.class} (#{self.class.component.join(', ')})"
        end
      end
    end

    def inspect
      "#<#{self.class} #{self}>"
    end

    def coerce(oth)
      raise TypeError, "#{oth.class} can't be coerced into #{self.class}" unless oth.is_a?(String)
      [parser.parse(oth), self]
    end

    def find_proxy(env = ENV)
      raise BadURIError, "relative URI: #{self}" if relative?
      name = scheme.downcase + '_proxy'
      proxy_uri = env[name] || env[name.upcase]
      return nil if proxy_uri.nil? || proxy_uri.empty?
      no_proxy = env['no_proxy'] || env['NO_PROXY']
      return nil if no_proxy && !URI::Generic.use_proxy?(hostname, nil, port, no_proxy)
      URI.parse(proxy_uri)
    end

    def self.use_proxy?(hostname, addr, port, no_proxy)
      hostname = hostname.downcase
      dothostname = ".#{hostname}"
      no_proxy.scan(/([^:,\s]+)(?::(\d+))?/) do |p_host, p_port|
        if !p_port || port == p_port.to_i
          if p_host.start_with?('.')
            return false if hostname.end_with?(p_host.downcase)
          elsif dothostname.end_with?(".#{p_host.downcase}")
            return false
          end
        end
      end
      true
    end

    protected

    def component_ary
      component.collect { |x| __send__(x) }
    end

    def set_scheme(v)
      @scheme = v&.downcase
    end

    def set_userinfo(user, password = nil)
      user, password = split_userinfo(user) unless password
      @user = user
      @password = password if password
      [@user, @password]
    end

    def set_user(v)
      set_userinfo(v, @password)
      v
    end

    def set_password(v)
      @password = v
    end

    def set_host(v)
      @host = v
    end

    def set_port(v)
      v = v.empty? ? nil : v.to_i unless !v || v.kind_of?(Integer)
      @port = v
    end

    def set_registry(v)
      raise InvalidURIError, "can not set registry"
    end

    def set_path(v)
      @path = v
    end

    def set_opaque(v)
      @opaque = v
    end

    private

    def replace!(oth)
      raise ArgumentError, "expected #{self.class} object" if self.class != oth.class
      component.each { |c| __send__("#{c}=", oth.__send__(c)) }
    end

    def check_scheme(v)
      if v && !parser.match_component?(:SCHEME, v)
        raise InvalidComponentError, "bad component(expected scheme component): #{v}"
      end
      true
    end

    def check_userinfo(user, password = nil)
      user, password = split_userinfo(user) unless password
      check_user(user)
      check_password(password, user)
      true
    end

    def check_user(v)
      raise InvalidURIError, "can not set user with opaque" if @opaque
      return v unless v
      unless parser.match_component?(:USERINFO, v)
        raise InvalidComponentError,
          "bad component(expected userinfo component or user component): #{v}"
      end
      true
    end

    def check_password(v, user = @user)
      raise InvalidURIError, "can not set password with opaque" if @opaque
      return v unless v
      raise InvalidURIError, "password component depends user component" unless user
      raise InvalidComponentError, "bad password component" unless parser.match_component?(:USERINFO, v)
      true
    end

    def split_userinfo(ui)
      return nil, nil unless ui
      user, password = ui.split(':', 2)
      return user, password
    end

    def check_host(v)
      return v unless v
      if @opaque
        raise InvalidURIError, "can not set host with registry or opaque"
      elsif !parser.match_component?(:HOST, v)
        raise InvalidComponentError, "bad component(expected host component): #{v}"
      end
      true
    end

    def check_port(v)
      return v unless v
      if @opaque
        raise InvalidURIError, "can not set port with registry or opaque"
      elsif !v.kind_of?(Integer) && !parser.match_component?(:PORT, v)
        raise InvalidComponentError, "bad component(expected port component): #{v.inspect}"
      end
      true
    end

    def check_path(v)
      raise InvalidURIError, "path conflicts with opaque" if v && @opaque
      if @scheme && @scheme != "ftp"
        if v && v != '' && !parser.match_component?(:ABS_PATH, v)
          raise InvalidComponentError, "bad component(expected absolute path component): #{v}"
        end
      elsif v && v != '' && !parser.match_component?(:ABS_PATH, v) &&
            !parser.match_component?(:REL_PATH, v)
        raise InvalidComponentError, "bad component(expected relative path component): #{v}"
      end
      true
    end

    def check_opaque(v)
      return v unless v
      if @host || @port || @user || @path
        raise InvalidURIError, "can not set opaque with host, port, userinfo or path"
      elsif !parser.match_component?(:OPAQUE, v)
        raise InvalidComponentError, "bad component(expected opaque component): #{v}"
      end
      true
    end

    def merge_path(base, rel)
      base_path = base.split("/", -1)
      rel_path = rel.split("/", -1)
      base_path << '' if base_path.last == '..'
      while (i = base_path.index('..'))
        base_path.slice!(i - 1, 2)
      end
      if (first = rel_path.first) && first.empty?
        base_path.clear
        rel_path.shift
      end
      rel_path.push('') if rel_path.last == '.' || rel_path.last == '..'
      rel_path.delete('.')
      tmp = []
      rel_path.each do |x|
        if x == '..' && !(tmp.empty? || tmp.last == '..')
          tmp.pop
        else
          tmp << x
        end
      end
      add_trailer_slash = !tmp.empty?
      if base_path.empty?
        base_path = ['']
      elsif add_trailer_slash
        base_path.pop
      end
      while (x = tmp.shift)
        if x == '..'
          base_path.pop if base_path.size > 1
        else
          base_path << x
          tmp.each { |t| base_path << t }
          add_trailer_slash = false
          break
        end
      end
      base_path.push('') if add_trailer_slash
      base_path.join('/')
    end

    def route_from_path(src, dst)
      return '' if dst == src
      return dst.dup if %r{(?:\A|/)\.\.?(?:/|\z)}.match?(dst)
      src_path = src.scan(%r{[^/]*/})
      dst_path = dst.scan(%r{[^/]*/?})
      while !dst_path.empty? && dst_path.first == src_path.first
        src_path.shift
        dst_path.shift
      end
      tmp = dst_path.join
      if src_path.empty?
        return './' if tmp.empty?
        return './' + tmp if dst_path.first.include?(':')
        return tmp
      end
      '../' * src_path.size + tmp
    end

    def route_from0(oth)
      oth = URI::RFC3986_PARSER.convert_to_uri(oth)
      raise BadURIError, "relative URI: #{self}" if relative?
      raise BadURIError, "relative URI: #{oth}" if oth.relative?
      return self, dup if scheme != oth.scheme
      rel = URI::Generic.new(nil, userinfo, host, port, nil, path, opaque, query, fragment, parser)
      if rel.userinfo != oth.userinfo || rel.host.to_s.downcase != oth.host.to_s.downcase ||
         rel.port != oth.port
        return self, dup if userinfo.nil? && host.nil?
        rel.set_port(nil) if rel.port == oth.default_port
        return rel, rel
      end
      rel.set_userinfo(nil)
      rel.set_host(nil)
      rel.set_port(nil)
      if rel.path && rel.path == oth.path
        rel.set_path('')
        rel.query = nil if rel.query == oth.query
        return rel, rel
      elsif rel.opaque && rel.opaque == oth.opaque
        rel.set_opaque('')
        rel.query = nil if rel.query == oth.query
        return rel, rel
      end
      return oth, rel
    end
  end

  class RFC3986_Parser
    def convert_to_uri_for_merge(uri)
      convert_to_uri(uri)
    end
  end

  class RFC2396_Parser
    def convert_to_uri_for_merge(uri)
      URI::RFC3986_PARSER.convert_to_uri(uri)
    end
  end

  class HTTP < Generic
    DEFAULT_PORT = 80
    COMPONENT = %i[scheme userinfo host port path query fragment].freeze

    def self.build(args)
      super(Util.make_components_hash(self, args))
    end

    def request_uri
      return unless @path
      url = @query ? "#{@path}?#{@query}" : @path.dup
      url.start_with?('/') ? url : '/' + url
    end

    def authority
      port == default_port ? host : "#{host}:#{port}"
    end

    def origin
      "#{scheme}://#{authority}"
    end
  end
  register_scheme 'HTTP', HTTP

  class HTTPS < HTTP
    DEFAULT_PORT = 443
  end
  register_scheme 'HTTPS', HTTPS

  class WS < Generic
    DEFAULT_PORT = 80
    COMPONENT = %i[scheme userinfo host port path query].freeze

    def self.build(args)
      super(Util.make_components_hash(self, args))
    end

    def request_uri
      return unless @path
      url = @query ? "#{@path}?#{@query}" : @path.dup
      url.start_with?('/') ? url : '/' + url
    end
  end
  register_scheme 'WS', WS

  class File < Generic
    DEFAULT_PORT = nil
    COMPONENT = [:scheme, :host, :path].freeze

    def self.build(args)
      super(Util.make_components_hash(self, args))
    end

    def set_host(v)
      v = "" if v.nil? || v == "localhost"
      @host = v
    end

    def set_port(v); end

    def set_userinfo(v, password = nil); end

    def set_user(v); end

    def set_password(v); end

    private

    def check_userinfo(user, password = nil)
      raise URI::InvalidURIError, "can not set userinfo for file URI"
    end

    def check_user(user)
      raise URI::InvalidURIError, "can not set user for file URI"
    end

    def check_password(user, u = nil)
      raise URI::InvalidURIError, "can not set password for file URI"
    end
  end
  register_scheme 'FILE', File

  class FTP < Generic
    DEFAULT_PORT = 21
    COMPONENT = [:scheme, :userinfo, :host, :port, :path, :typecode].freeze
    TYPECODE = ['a', 'i', 'd'].freeze
    TYPECODE_PREFIX = ';type='.freeze

    def self.build(args)
      if args.kind_of?(Array)
        args[3] = '/' + args[3].sub(/^\//, '%2F')
      else
        args[:path] = '/' + args[:path].sub(/^\//, '%2F')
      end
      tmp = Util.make_components_hash(self, args)
      if tmp[:typecode]
        tmp[:typecode] = TYPECODE_PREFIX + tmp[:typecode] if tmp[:typecode].size == 1
        tmp[:path] << tmp[:typecode]
      end
      super(tmp)
    end

    def initialize(scheme, userinfo, host, port, registry, path, opaque, query, fragment,
                   parser = nil, arg_check = false)
      raise InvalidURIError unless path
      path = path.sub(/^\//, '')
      path = path.sub(/^%2F/, '/')
      super(scheme, userinfo, host, port, registry, path, opaque, query, fragment,
            parser || DEFAULT_PARSER, arg_check)
      @typecode = nil
      if (tmp = @path.index(TYPECODE_PREFIX))
        typecode = @path[tmp + TYPECODE_PREFIX.size..-1]
        @path = @path[0..tmp - 1]
        if arg_check
          self.typecode = typecode
        else
          set_typecode(typecode)
        end
      end
    end

    attr_reader :typecode

    def typecode=(typecode)
      unless TYPECODE.include?(typecode)
        raise InvalidComponentError, "bad typecode(expected #{TYPECODE.join(', ')}): #{typecode}"
      end
      set_typecode(typecode)
      typecode
    end

    def merge(oth)
      tmp = super(oth)
      tmp.set_typecode(oth.typecode) if self != tmp
      tmp
    end

    def path
      @path.sub(/^\//, '').sub(/^%2F/, '/')
    end

    def to_s
      save_path = nil
      if @typecode
        save_path = @path
        @path = @path + TYPECODE_PREFIX + @typecode
      end
      str = super
      @path = save_path if @typecode
      str
    end

    protected

    def set_typecode(v)
      @typecode = v
    end

    def set_path(v)
      super("/" + v.sub(/^\//, "%2F"))
    end
  end
  register_scheme 'FTP', FTP

  class LDAP < Generic
    DEFAULT_PORT = 389
    COMPONENT = [:scheme, :host, :port, :dn, :attributes, :scope, :filter, :extensions].freeze
    SCOPE = [SCOPE_ONE = 'one', SCOPE_SUB = 'sub', SCOPE_BASE = 'base'].freeze

    def initialize(*arg)
      super(*arg)
      if @fragment
        raise InvalidURIError, 'bad LDAP URL'
      end
      parse_dn
      parse_query
    end

    attr_reader :dn, :attributes, :scope, :filter, :extensions

    private

    def parse_dn
      raise InvalidURIError, 'bad LDAP URL' unless @path
      @dn = @path[1..-1]
    end

    def parse_query
      @attributes = nil
      @scope = nil
      @filter = nil
      @extensions = nil
      if @query
        attrs, scope, filter, extensions = @query.split('?')
        @attributes = attrs if attrs && attrs.size > 0
        @scope = scope if scope && scope.size > 0
        @filter = filter if filter && filter.size > 0
        @extensions = extensions if extensions && extensions.size > 0
      end
    end
  end
  register_scheme 'LDAP', LDAP

  class LDAPS < LDAP
    DEFAULT_PORT = 636
  end
  register_scheme 'LDAPS', LDAPS

  class MailTo < Generic
    DEFAULT_PORT = nil
    COMPONENT = [:scheme, :to, :headers].freeze

    def initialize(*arg)
      super(*arg)
      @to = nil
      @headers = []
      to, header = @opaque.split('?', 2)
      @to = to unless to.nil? || to.empty?
      if header
        header.split('&').each do |x|
          k, v = x.split('=', 2)
          @headers << [k, v] if k && !k.empty?
        end
      end
    end

    attr_reader :to, :headers

    def to_mailtext
      to = URI.decode_www_form_component(@to)
      head = ''
      body = ''
      @headers.each do |x|
        case x[0]
        when 'body'
          body = URI.decode_www_form_component(x[1])
        when 'to'
          to << ', ' + URI.decode_www_form_component(x[1])
        else
          head << URI.decode_www_form_component(x[0]).capitalize + ': ' +
            URI.decode_www_form_component(x[1]) + "\n"
        end
      end
      "To: #{to}\n#{head}\n#{body}\n"
    end
    alias to_rfc822text to_mailtext
  end
  register_scheme 'MAILTO', MailTo
end

module Kernel
  private

  def URI(uri)
    if uri.is_a?(URI::Generic)
      uri
    elsif (str = String.try_convert(uri))
      URI::RFC3986_PARSER.parse(str)
    else
      raise ArgumentError, "bad argument (expected URI object or URI string)"
    end
  end
  module_function :URI
end
