# WEBrick::Cookie: Cookie and Set-Cookie headers, parsed and written.

require "webrick/httputils"

module WEBrick
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
end
