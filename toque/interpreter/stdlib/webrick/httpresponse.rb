# WEBrick::HTTPResponse: one response, its headers, cookies and body, sent on a connection.

require "webrick/httpversion"
require "webrick/htmlutils"
require "webrick/httputils"
require "webrick/httpstatus"

module WEBrick
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
end
