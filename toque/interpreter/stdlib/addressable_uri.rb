# Addressable::URI, the RFC 3986 URI library Chef Infra Client ships (addressable 2.x),
# written from the gem's documentation and behaviour: parse into components (any scheme,
# relative references too), to_s, RFC 3986 joining, percent-encoding by component
# (encode/escape, encode_component, unencode/unescape, form_encode/form_unencode),
# heuristic_parse of what people type, query_values, site/origin/ports and normalize.
# Internationalised host names are lowercased but not converted to punycode (IDNA).
module Addressable
  module VERSION
    MAJOR = 2
    MINOR = 8
    TINY = 7
    STRING = [MAJOR, MINOR, TINY].join(".")
  end

  class URI
    class InvalidURIError < StandardError; end

    # RFC 3986's character classes, as regexp bracket contents
    module CharacterClasses
      ALPHA = "a-zA-Z"
      DIGIT = "0-9"
      GEN_DELIMS = "\\:\\/\\?\\#\\[\\]\\@"
      SUB_DELIMS = "\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\="
      RESERVED = (GEN_DELIMS + SUB_DELIMS).freeze
      UNRESERVED = (ALPHA + DIGIT + "\\-\\.\\_\\~").freeze
      RESERVED_AND_UNRESERVED = RESERVED + UNRESERVED
      PCHAR = (UNRESERVED + SUB_DELIMS + "\\:\\@").freeze
      SCHEME = (ALPHA + DIGIT + "\\-\\+\\.").freeze
      HOST = (UNRESERVED + SUB_DELIMS + "\\[\\:\\]").freeze
      AUTHORITY = (PCHAR + "\\[\\]").freeze
      PATH = (PCHAR + "\\/").freeze
      QUERY = (PCHAR + "\\/\\?").freeze
      FRAGMENT = (PCHAR + "\\/\\?").freeze
    end

    # what each component must percent-encode: anything outside its class
    module CharacterClassesRegexps
      AUTHORITY = /[^#{CharacterClasses::AUTHORITY}]/
      FRAGMENT = /[^#{CharacterClasses::FRAGMENT}]/
      HOST = /[^#{CharacterClasses::HOST}]/
      PATH = /[^#{CharacterClasses::PATH}]/
      QUERY = /[^#{CharacterClasses::QUERY}]/
      RESERVED = /[^#{CharacterClasses::RESERVED}]/
      RESERVED_AND_UNRESERVED = /[^#{CharacterClasses::RESERVED_AND_UNRESERVED}]/
      SCHEME = /[^#{CharacterClasses::SCHEME}]/
      UNRESERVED = /[^#{CharacterClasses::UNRESERVED}]/
    end

    SLASH = "/"
    EMPTY_STR = ""
    URIREGEX = /^(([^:\/?#]+):)?(\/\/([^\/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?$/
    PORT_MAPPING = {
      "http" => 80, "https" => 443, "ftp" => 21, "tftp" => 69, "sftp" => 22, "ssh" => 22,
      "svn+ssh" => 22, "telnet" => 23, "nntp" => 119, "gopher" => 70, "wais" => 210,
      "ldap" => 389, "prospero" => 1525
    }.freeze
    # a scheme-less path whose first segment has a colon would read as a scheme
    NORMPATH = /^(?!\/)[^\/:]*:.*$/

    # --- class methods ---------------------------------------------------------------

    def self.parse(uri)
      return nil unless uri
      return uri.dup if uri.is_a?(self)

      uri = string_of(uri)
      m = URIREGEX.match(uri)
      user = password = host = port = nil
      authority = m[4]
      if authority
        userinfo = authority[/^([^\[\]]*)@/, 1]
        if userinfo
          user = userinfo.strip[/^([^:]*):?/, 1]
          password = userinfo.strip[/:(.*)$/, 1]
        end
        host = authority.sub(/^([^\[\]]*)@/, EMPTY_STR).sub(/:([^:@\[\]]*?)$/, EMPTY_STR)
        port = authority[/:([^:@\[\]]*?)$/, 1]
        port = nil if port == EMPTY_STR
      end
      new(scheme: m[2], user: user, password: password, host: host, port: port,
          path: m[5], query: m[7], fragment: m[9])
    end

    # What a person typed: "example.com/a" is http://example.com/a, backslashes in the
    # authority are slashes, "http:/x" gets its second slash.
    def self.heuristic_parse(uri, hints = {})
      return nil unless uri
      return uri.dup if uri.is_a?(self)

      uri = string_of(uri).dup.strip
      hints = { scheme: "http" }.merge(hints)
      case uri
      when /^http:\//i then uri = uri.sub(/^http:\/+/i, "http://")
      when /^https:\//i then uri = uri.sub(/^https:\/+/i, "https://")
      when /^feed:\/+http:\//i then uri = uri.sub(/^feed:\/+http:\/+/i, "feed:http://")
      when /^feed:\//i then uri = uri.sub(/^feed:\/+/i, "feed://")
      when %r{^file:/{4}}i then uri = uri.sub(%r{^file:/+}i, "file:////")
      when %r{^file://localhost/}i then uri = uri.sub(%r{^file://localhost/+}i, "file:///")
      when %r{^file:/+}i then uri = uri.sub(%r{^file:/+}i, "file:///")
      when /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/ then uri = "#{hints[:scheme]}://#{uri}"
      when /\A\d+\..*:\d+\z/ then uri = "#{hints[:scheme]}://#{uri}"
      end
      m = URIREGEX.match(uri)
      authority = m[4]
      if authority && !authority.empty?
        start = m.begin(4)
        uri = uri[0...start] + authority.tr("\\", "/").gsub(" ", "%20") + uri[m.end(4)..]
      end
      parsed = parse(uri)
      parsed = parse("#{hints[:scheme]}://#{uri}") if parsed.scheme =~ /^[^\/?#\.]+\.[^\/?#]+$/
      if parsed.path.include?(".")
        if parsed.path[/\b@\b/]
          parsed.scheme = "mailto" unless parsed.scheme
        elsif (new_host = parsed.path[/^([^\/]+\.[^\/]*)/, 1])
          parsed.defer_validation do
            new_path = parsed.path.sub(Regexp.new("^" + Regexp.escape(new_host)), EMPTY_STR)
            parsed.host = new_host
            parsed.path = new_path
            parsed.scheme = hints[:scheme] unless parsed.scheme
          end
        end
      end
      parsed
    end

    def self.join(*uris)
      objects = uris.map do |uri|
        raise TypeError, "Can't convert #{uri.class} into String." unless uri.respond_to?(:to_str)

        uri.is_a?(self) ? uri : parse(uri.to_str)
      end
      result = objects.shift.dup
      objects.each { |uri| result.join!(uri) }
      result
    end

    # Percent-encodes (upper-case hex, UTF-8 bytes) every character outside
    # `character_class` (a Regexp matching what to encode, or bracket contents to keep).
    def self.encode_component(component, character_class = CharacterClassesRegexps::RESERVED_AND_UNRESERVED, upcase_encoded = "")
      return nil if component.nil?

      component = component_string(component)
      unless character_class.is_a?(String) || character_class.is_a?(Regexp)
        raise TypeError, "Expected String or Regexp, got #{character_class.inspect}"
      end

      character_class = /[^#{character_class}]/ if character_class.is_a?(String)
      encoded = component.gsub(character_class) do |char|
        char.bytes.map { |b| format("%%%02X", b) }.join
      end
      unless upcase_encoded.empty?
        hexes = upcase_encoded.bytes.map { |b| format("%02x", b) }
        encoded = encoded.gsub(/%(#{hexes.join('|')})/, &:upcase)
      end
      encoded
    end

    # Decodes every %XX (as UTF-8) but those of the characters in `leave_encoded`.
    def self.unencode(uri, return_type = String, leave_encoded = "")
      return nil if uri.nil?

      uri = string_of(uri)
      unless [String, ::Addressable::URI].include?(return_type)
        raise TypeError, "Expected Class (String or Addressable::URI), got #{return_type.inspect}"
      end

      result = uri.gsub(/(?:%[0-9a-fA-F]{2})+/) { |run| decode_run(run, leave_encoded) }
      return_type == String ? result : parse(result)
    end

    def self.encode(uri, return_type = String)
      return nil if uri.nil?

      unless [String, ::Addressable::URI].include?(return_type)
        raise TypeError, "Expected Class (String or Addressable::URI), got #{return_type.inspect}"
      end

      object = uri.is_a?(self) ? uri : parse(string_of(uri))
      encoded = new(
        scheme: encode_component(object.scheme, CharacterClassesRegexps::SCHEME),
        authority: encode_component(object.authority, CharacterClassesRegexps::AUTHORITY),
        path: encode_component(object.path, CharacterClassesRegexps::PATH),
        query: encode_component(object.query, CharacterClassesRegexps::QUERY),
        fragment: encode_component(object.fragment, CharacterClassesRegexps::FRAGMENT)
      )
      return_type == String ? encoded.to_s : encoded
    end

    # Decode then re-encode each component, so an already-encoded URI is not encoded twice.
    def self.normalized_encode(uri, return_type = String)
      object = uri.is_a?(self) ? uri : parse(string_of(uri))
      parts = {
        scheme: [object.scheme, CharacterClassesRegexps::SCHEME],
        authority: [object.authority, CharacterClassesRegexps::AUTHORITY],
        path: [object.path, CharacterClassesRegexps::PATH],
        query: [object.query, CharacterClassesRegexps::QUERY],
        fragment: [object.fragment, CharacterClassesRegexps::FRAGMENT]
      }
      options = parts.transform_values do |(text, klass)|
        text && encode_component(unencode_component(text), klass)
      end
      encoded = new(options)
      return_type == String ? encoded.to_s : encoded
    end

    # application/x-www-form-urlencoded: spaces as +, line ends as CRLF.
    def self.form_encode(form_values, sort = false)
      if form_values.respond_to?(:to_hash)
        form_values = form_values.to_hash.to_a
      elsif form_values.respond_to?(:to_ary)
        form_values = form_values.to_ary
      else
        raise TypeError, "Can't convert #{form_values.class} into Array."
      end
      pairs = []
      form_values.each do |key, value|
        values = value.is_a?(Array) ? value : [value]
        values.each { |v| pairs << [key.to_s, v.to_s] }
      end
      pairs = pairs.sort if sort
      pairs.map do |key, value|
        [key, value].map do |text|
          encode_component(text.gsub(/(\r\n|\n|\r)/, "\r\n"), CharacterClassesRegexps::UNRESERVED).gsub("%20", "+")
        end.join("=")
      end.join("&")
    end

    def self.form_unencode(encoded_value)
      raise TypeError, "Can't convert #{encoded_value.class} into String." unless encoded_value.respond_to?(:to_str)

      encoded_value.to_str.split("&").map do |pair|
        key, value = pair.split("=", 2)
        [key, value].map do |text|
          text && unencode_component(text.gsub("+", "%20")).gsub(/(\r\n|\n|\r)/, "\n")
        end
      end
    end

    # Decode what needs no encoding, encode what does (upper-case hex).
    def self.normalize_component(component, character_class = CharacterClassesRegexps::RESERVED_AND_UNRESERVED, leave_encoded = "")
      return nil if component.nil?

      component = string_of(component)
      if character_class.is_a?(String)
        if leave_encoded.empty?
          character_class = /[^#{character_class}]/
        else
          character_class += "%" unless character_class.include?("%")
          hexes = leave_encoded.bytes.map { |b| format("%02x", b) }.join("|")
          character_class = /[^#{character_class}]|%(?!#{hexes}|#{hexes.upcase})/
        end
      end
      encode_component(unencode_component(component, String, leave_encoded), character_class, leave_encoded)
    end

    # RFC 3986 5.2.4: removes "." and ".." segments.
    def self.normalize_path(path)
      return nil if path.nil?

      output = []
      input = path.dup
      until input.empty?
        if input.start_with?("../")
          input = input[3..]
        elsif input.start_with?("./")
          input = input[2..]
        elsif input.start_with?("/./")
          input = input[2..]
        elsif input == "/."
          input = "/"
        elsif input.start_with?("/../")
          input = input[3..]
          output.pop
        elsif input == "/.."
          input = "/"
          output.pop
        elsif input == "." || input == ".."
          input = ""
        else
          segment = input[%r{\A/?[^/]*}]
          output << segment
          input = input[segment.length..]
        end
      end
      output.join
    end

    def self.port_mapping
      PORT_MAPPING
    end

    def self.ip_based_schemes
      port_mapping.keys
    end

    class << self
      alias escape encode
      alias escape_component encode_component
      alias unescape unencode
      alias unencode_component unencode
      alias unescape_component unencode

      private

      def string_of(uri)
        return uri.to_s if uri.class.name =~ /^URI\b/
        return uri if uri.is_a?(String)
        raise TypeError, "Can't convert #{uri.class} into String." unless uri.respond_to?(:to_str)

        uri.to_str
      end

      def component_string(component)
        return component if component.is_a?(String)
        return component.to_s if [Symbol, Numeric, TrueClass, FalseClass].any? { |k| component.is_a?(k) }
        raise TypeError, "Can't convert #{component.class} into String." unless component.respond_to?(:to_str)

        component.to_str
      end

      # a run of %XX: its bytes as UTF-8 characters, those in leave_encoded kept encoded
      def decode_run(run, leave_encoded)
        bytes = run.scan(/%([0-9a-fA-F]{2})/).map { |(hex)| hex.to_i(16) }
        out = +""
        i = 0
        while i < bytes.length
          b = bytes[i]
          size = b < 0x80 ? 1 : (b >= 0xF0 ? 4 : (b >= 0xE0 ? 3 : (b >= 0xC0 ? 2 : 1)))
          chunk = bytes[i, size]
          if size > 1 && chunk.length == size && chunk[1..].all? { |c| c & 0xC0 == 0x80 }
            cp = (b & (0xFF >> (size + 1)))
            chunk[1..].each { |c| cp = (cp << 6) | (c & 0x3F) }
            out << [cp].pack("U*")
            i += size
          else
            char = b.chr
            out << (leave_encoded.include?(char) ? format("%%%02X", b) : char)
            i += 1
          end
        end
        out
      end
    end

    # --- instances ---------------------------------------------------------------------

    attr_reader :scheme, :user, :password, :host, :port, :path, :query, :fragment

    def initialize(options = {})
      if options.key?(:authority) && (options.keys & %i[userinfo user password host port]).any?
        raise ArgumentError, "Cannot specify both an authority and any of the components within the authority."
      end
      if options.key?(:userinfo) && (options.keys & %i[user password]).any?
        raise ArgumentError, "Cannot specify both a userinfo and either the user or password."
      end

      @scheme = @user = @password = @host = @port = @query = @fragment = nil
      @path = EMPTY_STR
      defer_validation do
        self.scheme = options[:scheme] if options[:scheme]
        self.user = options[:user] if options[:user]
        self.password = options[:password] if options[:password]
        self.userinfo = options[:userinfo] if options[:userinfo]
        self.host = options[:host] if options[:host]
        self.port = options[:port] if options[:port]
        self.authority = options[:authority] if options[:authority]
        self.path = options[:path] if options[:path]
        self.query = options[:query] if options[:query]
        self.query_values = options[:query_values] if options[:query_values]
        self.fragment = options[:fragment] if options[:fragment]
      end
      to_s
    end

    def defer_validation
      raise LocalJumpError, "No block given." unless block_given?

      @validation_deferred = true
      yield
      @validation_deferred = false
      validate
      nil
    end

    def scheme=(value)
      value = value&.to_str
      if value && value !~ /\A[a-z][a-z0-9\.\+\-]*\z/i
        raise InvalidURIError, "Invalid scheme format: '#{value}'"
      end

      @scheme = value && !value.empty? ? value : nil
      validate
    end

    def user=(value)
      @user = value&.to_str
      @user ||= "" if @password # a password needs a user
      validate
    end

    def password=(value)
      @password = value&.to_str
      @user ||= "" if @password
      validate
    end

    def userinfo
      return nil unless @user

      @password ? "#{@user}:#{@password}" : @user
    end

    def userinfo=(value)
      value = value&.to_str
      @user = value && value.strip[/^([^:]*):?/, 1]
      @password = value && value.strip[/:(.*)$/, 1]
      validate
    end

    def host=(value)
      @host = value&.to_str
      validate
    end
    alias hostname host
    alias hostname= host=

    def port=(value)
      value = Addressable::URI.unencode_component(value.to_str) if value.respond_to?(:to_str)
      raise InvalidURIError, "Invalid port number: #{value.inspect}" if !value.nil? && value.to_s !~ /^\d+$/

      @port = value.to_s.to_i
      @port = nil if @port == 0
      validate
    end

    def path=(value)
      @path = (value || EMPTY_STR).to_str
      @path = "/#{@path}" if !@path.empty? && @path[0] != SLASH && host
      validate
    end

    def query=(value)
      @query = value&.to_str
    end

    def fragment=(value)
      @fragment = value&.to_str
    end

    def authority
      return nil unless host

      text = +""
      text << "#{userinfo}@" if userinfo
      text << host
      text << ":#{port}" if port
      text
    end

    def authority=(value)
      user = password = host = port = nil
      if value
        value = value.to_str
        userinfo = value[/^([^\[\]]*)@/, 1]
        if userinfo
          user = userinfo.strip[/^([^:]*):?/, 1]
          password = userinfo.strip[/:(.*)$/, 1]
        end
        host = value.sub(/^([^\[\]]*)@/, EMPTY_STR).sub(/:([^:@\[\]]*?)$/, EMPTY_STR)
        port = value[/:([^:@\[\]]*?)$/, 1]
      end
      @password = password
      @user = user
      @host = host
      self.port = port
    end

    def site
      return nil unless scheme || authority

      text = +""
      text << "#{scheme}:" if scheme
      text << "//#{authority}" if authority
      text
    end

    def origin
      return "null" unless scheme && authority

      text = "#{normalized_scheme}://#{normalized_host}"
      normalized_port ? "#{text}:#{normalized_port}" : text
    end

    def default_port
      URI.port_mapping[scheme.strip.downcase] if scheme
    end

    def inferred_port
      port.to_i == 0 ? default_port : port.to_i
    end

    def basename
      File.basename(path).sub(/;[^\/]*$/, EMPTY_STR)
    end

    def extname
      return nil unless path

      File.extname(basename)
    end

    def request_uri
      return nil if absolute? && scheme !~ /^https?$/i

      (path.empty? ? SLASH : path) + (query ? "?#{query}" : EMPTY_STR)
    end

    def ip_based?
      scheme ? URI.ip_based_schemes.include?(scheme.strip.downcase) : false
    end

    def relative?
      scheme.nil?
    end

    def absolute?
      !relative?
    end

    def empty?
      to_s.empty?
    end

    # The query as {key => value} (or [[key, value], ...]); a key without "=" has nil.
    def query_values(return_type = Hash)
      raise ArgumentError, "Invalid return type. Must be Hash or Array." unless [Hash, Array].include?(return_type)
      return nil if query.nil?

      pairs = query.split("&").reject(&:empty?).map { |pair| pair.split("=", 2) }
      accumulator = return_type == Array ? [] : {}
      pairs.each_with_object(accumulator) do |pair, acc|
        key = URI.unencode_component(pair[0])
        value = pair[1]
        if value
          value = value.tr("+", " ") if ["http", "https", nil].include?(scheme)
          value = URI.unencode_component(value)
        end
        return_type == Hash ? acc[key] = value : acc << [key, value]
      end
    end

    def query_values=(values)
      if values.nil?
        self.query = nil
        return
      end
      values = values.to_hash.to_a.sort_by { |k, _| k.to_s } if values.respond_to?(:to_hash)
      parts = values.to_ary.flat_map do |key, value|
        key = URI.encode_component(key.to_s, CharacterClassesRegexps::UNRESERVED)
        if value.nil?
          [key]
        elsif value.is_a?(Array)
          value.map { |v| "#{key}=#{URI.encode_component(v.to_s, CharacterClassesRegexps::UNRESERVED)}" }
        else
          ["#{key}=#{URI.encode_component(value.to_s, CharacterClassesRegexps::UNRESERVED)}"]
        end
      end
      self.query = parts.join("&")
    end

    # RFC 3986 5.2.2: `uri` resolved against this one.
    def join(uri)
      raise TypeError, "Can't convert #{uri.class} into String." unless uri.respond_to?(:to_str)

      uri = URI.parse(uri.to_str) unless uri.is_a?(URI)
      return dup if uri.to_s.empty?

      parts = {}
      if uri.scheme
        parts = own_parts(uri).merge(scheme: uri.scheme, path: URI.normalize_path(uri.path))
      elsif uri.authority
        parts = own_parts(uri).merge(path: URI.normalize_path(uri.path))
      else
        if uri.path.nil? || uri.path.empty?
          parts[:path] = path
          parts[:query] = uri.query || query
        else
          if uri.path.start_with?(SLASH)
            parts[:path] = URI.normalize_path(uri.path)
          else
            base = URI.normalize_path(path || EMPTY_STR)
            base = base.include?(SLASH) ? base.sub(/\/[^\/]+$/, SLASH) : EMPTY_STR
            base = SLASH if base.empty? && authority
            parts[:path] = URI.normalize_path(base + uri.path)
          end
          parts[:query] = uri.query
        end
        parts.merge!(user: user, password: password, host: host, port: port)
      end
      parts[:scheme] ||= scheme
      parts[:fragment] = uri.fragment
      self.class.new(parts)
    end
    alias + join

    def join!(uri)
      replace_self(join(uri))
    end

    def merge(hash)
      raise TypeError, "Can't convert #{hash.class} into Hash." unless hash.respond_to?(:to_hash)

      hash = hash.to_hash
      if hash.key?(:authority) && (hash.keys & %i[userinfo user password host port]).any?
        raise ArgumentError, "Cannot specify both an authority and any of the components within the authority."
      end

      self.class.new(to_hash.merge(hash).tap do |h|
        %i[user password host port].each { |k| h.delete(k) } if hash.key?(:authority)
        h[:authority] = hash[:authority] if hash.key?(:authority)
      end.reject { |_, v| v.nil? })
    end

    def normalized_scheme
      scheme && scheme.strip.downcase
    end

    def normalized_host
      return nil unless host
      return EMPTY_STR if host.strip.empty?

      result = URI.unencode_component(host.strip.downcase)
      result = result[0...-1] if result =~ /[^\.]\.$/
      URI.normalize_component(result, "#{CharacterClasses::HOST}%")
    end

    def normalized_port
      return nil unless port

      URI.port_mapping[normalized_scheme] == port ? nil : port
    end

    def normalized_userinfo
      return nil unless user

      text = URI.normalize_component(user.strip, CharacterClasses::UNRESERVED)
      text += ":#{URI.normalize_component(password.strip, CharacterClasses::UNRESERVED)}" if password && !password.strip.empty?
      text
    end

    def normalized_authority
      return nil unless authority

      text = +""
      text << "#{normalized_userinfo}@" if normalized_userinfo
      text << normalized_host
      text << ":#{normalized_port}" if normalized_port
      text
    end

    def normalized_path
      text = path.to_s
      text = text.sub(":", "%2F") if scheme.nil? && text =~ NORMPATH
      result = text.strip.split(SLASH, -1).map do |segment|
        URI.normalize_component(segment, CharacterClasses::PCHAR)
      end.join(SLASH)
      result = URI.normalize_path(result)
      result = SLASH.dup if result.empty? && %w[http https ftp tftp].include?(normalized_scheme)
      result
    end

    def normalized_query
      return nil unless query

      text = query.split("&", -1).map do |pair|
        URI.normalize_component(pair, CharacterClasses::QUERY.sub("\\&", ""), "+")
      end.join("&")
      text.empty? ? nil : text
    end

    def normalized_fragment
      fragment && URI.normalize_component(fragment, CharacterClasses::FRAGMENT)
    end

    # The same URI spelled canonically (RFC 3986 section 6).
    def normalize
      if normalized_scheme == "feed" && to_s =~ /^feed:\/*http:\/*/
        return URI.parse(to_s[/^feed:\/*(http:\/*.*)/, 1]).normalize
      end

      self.class.new(scheme: normalized_scheme, authority: normalized_authority,
                     path: normalized_path, query: normalized_query, fragment: normalized_fragment)
    end

    def normalize!
      replace_self(normalize)
    end

    def display_uri
      shown = normalize
      shown.host = ::Addressable::URI.unencode_component(shown.host) if shown.host
      shown
    end

    def omit(*components)
      invalid = components - %i[scheme user password userinfo host port authority path query fragment]
      raise ArgumentError, "Invalid component names: #{invalid.inspect}." unless invalid.empty?

      copy = dup
      copy.defer_validation { components.each { |c| copy.send("#{c}=", nil) } }
      copy
    end

    def ===(other)
      other = other.to_str if other.respond_to?(:to_str)
      other = URI.parse(other) if other.is_a?(String)
      other.respond_to?(:normalize) && normalize.to_s == other.normalize.to_s
    rescue InvalidURIError
      false
    end

    def ==(other)
      other.is_a?(URI) && normalize.to_s == other.normalize.to_s
    end

    def eql?(other)
      other.is_a?(URI) && to_s == other.to_s
    end

    def hash
      to_s.hash * -1
    end

    def to_s
      if scheme.nil? && path && !path.empty? && path =~ NORMPATH
        raise InvalidURIError, "Cannot assemble URI string with ambiguous path: '#{path}'"
      end

      text = +""
      text << "#{scheme}:" if scheme
      text << "//#{authority}" if authority
      text << path.to_s
      text << "?#{query}" if query
      text << "##{fragment}" if fragment
      text
    end
    alias to_str to_s

    def to_hash
      { scheme: scheme, user: user, password: password, host: host, port: port,
        path: path, query: query, fragment: fragment }
    end

    def inspect
      format("#<%s:%#0x URI:%s>", self.class.to_s, object_id, to_s)
    end

    private

    def own_parts(uri)
      { user: uri.user, password: uri.password, host: uri.host, port: uri.port, query: uri.query }
    end

    def replace_self(uri)
      @scheme, @user, @password, @host, @port, @path, @query, @fragment =
        uri.scheme, uri.user, uri.password, uri.host, uri.port, uri.path, uri.query, uri.fragment
      self
    end

    def validate
      return if @validation_deferred

      if scheme && ip_based? && (host.nil? || host.empty?) && (path.nil? || path.empty?)
        raise InvalidURIError, "Absolute URI missing hierarchical segment: '#{self}'"
      end
      if host.nil? && (port || user || password)
        raise InvalidURIError, "Hostname not supplied: '#{self}'"
      end
      if path && !path.empty? && path[0] != SLASH && authority
        raise InvalidURIError, "Cannot have a relative path with an authority set: '#{self}'"
      end
      if path && !path.empty? && path[0, 2] == "//" && authority.nil?
        raise InvalidURIError, "Cannot have a path with two leading slashes without an authority set: '#{self}'"
      end
      if host && (host =~ /[<>{}\/\\\?\#\@"[[:space:]]]/ ||
                  (host[/^\[(.*)\]$/, 1] && host[/^\[(.*)\]$/, 1] !~ /^[#{CharacterClasses::UNRESERVED}#{CharacterClasses::SUB_DELIMS}:]*$/))
        raise InvalidURIError, "Invalid character in host: '#{host}'"
      end
      nil
    end
  end
end
