# Chef::HTTP, the HTTP client cookbooks reach for (`Chef::HTTP.new(base).get(path)`), and its
# flavours: Chef::HTTP::Simple (decompression, cookies, content-length check: the body as a
# String) and Chef::HTTP::SimpleJSON (a JSON body out, parsed JSON back), written from Chef
# 18's documentation and behaviour over toque's Net::HTTP. A request path is joined to the
# base URL (or used as is when absolute); 2xx returns the body, 304 false, a redirect of a
# GET or HEAD is followed (10 at most), any other status raises what Net::HTTPResponse#error!
# raises (Net::HTTPClientException for 4xx, Net::HTTPFatalError for 5xx). Server errors and
# connection failures are retried Chef::Config[:http_retry_count] times, as Chef does.
require "net/http"
require "uri"
require "json"
require "tempfile"
require "zlib"

class Chef
  class HTTP
    # The request and response hooks a client class `use`s, in order.
    class Middleware
      def initialize(options = {})
        @options = options
      end

      def handle_request(method, url, headers = {}, data = false) = [method, url, headers, data]
      def handle_response(http_response, rest_request, return_value) = [http_response, rest_request, return_value]
      def handle_stream_complete(http_response, rest_request, return_value) = [http_response, rest_request, return_value]
      def stream_response_handler(_response) = nil
    end

    # Asks for compressed bodies and inflates them (Net::HTTP leaves a body alone when the
    # request named its own Accept-Encoding)
    class Decompressor < Middleware
      def handle_request(method, url, headers = {}, data = false)
        headers = headers.dup
        headers["Accept-Encoding"] = "gzip;q=1.0,deflate;q=0.6,identity;q=0.3" unless @options[:disable_gzip] || method == :HEAD
        [method, url, headers, data]
      end

      def handle_response(http_response, rest_request, return_value)
        return [http_response, rest_request, return_value] unless return_value.is_a?(String) && !return_value.empty?

        case http_response["content-encoding"].to_s.downcase
        when "gzip" then return_value = Zlib.gunzip(return_value)
        when "deflate" then return_value = Zlib::Inflate.inflate(return_value)
        end
        [http_response, rest_request, return_value]
      end
    end

    # Sends back the cookies a host set, to that host
    class CookieManager < Middleware
      def initialize(options = {})
        super
        @cookies = {}
      end

      def handle_request(method, url, headers = {}, data = false)
        cookie = @cookies["#{url.host}:#{url.port}"]
        headers = headers.merge("Cookie" => cookie) if cookie
        [method, url, headers, data]
      end

      def handle_response(http_response, rest_request, return_value)
        set = http_response["set-cookie"]
        @cookies["#{rest_request.uri.host}:#{rest_request.uri.port}"] = set if set && rest_request.respond_to?(:uri) && rest_request.uri
        [http_response, rest_request, return_value]
      end
    end

    # A body shorter than its Content-Length is an error, not a truncated answer
    class ValidateContentLength < Middleware
      def handle_response(http_response, rest_request, return_value)
        expected = http_response["content-length"]
        encoded = http_response["content-encoding"]
        if expected && !encoded && return_value.is_a?(String) && return_value.bytesize != expected.to_i
          raise Chef::Exceptions::ContentLengthMismatch,
            "Response body length #{return_value.bytesize} does not match HTTP Content-Length header #{expected.to_i}."
        end

        [http_response, rest_request, return_value]
      end
    end

    # A Hash or Array body is sent as JSON
    class JSONInput < Middleware
      def handle_request(method, url, headers = {}, data = false)
        if data && !data.is_a?(String) && !@options[:raw_input]
          headers = headers.merge("Content-Type" => "application/json")
          data = Chef::JSONCompat.to_json(data)
        end
        [method, url, headers, data]
      end
    end

    # A JSON answer comes back parsed
    class JSONOutput < Middleware
      def handle_request(method, url, headers = {}, data = false)
        headers = { "Accept" => "application/json" }.merge(headers)
        [method, url, headers, data]
      end

      def handle_response(http_response, rest_request, return_value)
        type = http_response["content-type"].to_s
        if return_value.is_a?(String) && type =~ /json/ && !@options[:raw_output] && !return_value.empty?
          return_value = Chef::JSONCompat.from_json(return_value)
        end
        [http_response, rest_request, return_value]
      end
    end

    # One connection per request, over Net::HTTP: [request, response]
    class BasicClient
      attr_reader :url

      def initialize(url, ssl_policy: nil, keepalives: false, nethttp_opts: {})
        @url = url
        @ssl_policy = ssl_policy
        @nethttp_opts = nethttp_opts
      end

      def host = url.hostname
      def port = url.port

      def request(method, url, req_body, base_headers = {})
        http = Net::HTTP.new(url.hostname, url.port)
        http.use_ssl = url.scheme == "https"
        http.verify_mode = OpenSSL::SSL::VERIFY_NONE if @ssl_policy == :verify_none
        http.open_timeout = Chef::Config[:rest_timeout] if Chef::Config[:rest_timeout]
        http.read_timeout = Chef::Config[:rest_timeout] if Chef::Config[:rest_timeout]
        path = url.request_uri
        body = req_body == false ? nil : req_body
        response = http.send_request(method.to_s.upcase, path, body, base_headers)
        request = Struct.new(:method, :uri, :path).new(method.to_s.upcase, url, path)
        [request, response]
      end
    end

    def self.middlewares
      @middlewares ||= []
    end

    def self.use(middleware_class)
      middlewares << middleware_class
    end

    attr_reader :url, :sign_on_redirect, :redirect_limit, :options, :middlewares, :keepalives,
                :nethttp_opts, :last_response

    def initialize(url, options = {})
      @url = url
      @default_headers = options[:headers] || {}
      @sign_on_redirect = true
      @redirects_followed = 0
      @redirect_limit = 10
      @keepalives = options[:keepalives] || false
      @options = options
      @nethttp_opts = options[:nethttp] || {}
      @middlewares = self.class.middlewares.map { |klass| klass.new(options) }
    end

    def head(path, headers = {}) = request(:HEAD, path, headers)
    def get(path, headers = {}) = request(:GET, path, headers)
    def put(path, json, headers = {}) = request(:PUT, path, headers, json)
    def post(path, json, headers = {}) = request(:POST, path, headers, json)
    def delete(path, headers = {}) = request(:DELETE, path, headers)

    def request(method, path, headers = {}, data = false)
      url = create_url(path)
      method, url, headers, data = apply_request_middleware(method, url, headers, data)
      response, rest_request, return_value = send_http_request(method, url, headers, data)
      response, rest_request, return_value = apply_response_middleware(response, rest_request, return_value)
      response.error! unless success_response?(response)
      return_value
    end

    # GET into a Tempfile (yielded, then removed, when a block is given); nil if redirected
    def streaming_request(path, headers = {}, tempfile = nil)
      url = create_url(path)
      method, url, headers, data = apply_request_middleware(:GET, url, headers, false)
      response, = send_http_request(method, url, headers, data)
      return nil if response.is_a?(Net::HTTPRedirection)

      response.error! unless response.is_a?(Net::HTTPSuccess)
      tempfile ||= Tempfile.open("chef-rest")
      tempfile.binmode if tempfile.respond_to?(:binmode)
      tempfile.write(response.body.to_s)
      tempfile.close
      if block_given?
        begin
          yield tempfile
        ensure
          tempfile.close! if tempfile.respond_to?(:close!)
        end
      end
      tempfile
    end

    def streaming_request_with_progress(path, headers = {}, tempfile = nil)
      streaming_request(path, headers, tempfile)
    end

    def http_client(base_url = nil)
      BasicClient.new(base_url || url, ssl_policy: @options[:ssl_verify_mode], keepalives: keepalives,
                                       nethttp_opts: nethttp_opts)
    end

    private

    def create_url(path)
      return path if path.is_a?(URI)
      return URI.parse(path) if %r{^(http|https|chefzero)://}i.match?(path)
      return URI.parse(@url) if path.nil? || path.empty?

      URI.parse(@url.gsub(%r{/+$}, "") + "/" + path.gsub(%r{^/+}, ""))
    end

    def apply_request_middleware(method, url, headers, data)
      middlewares.inject([method, url, headers, data]) { |req, mw| mw.handle_request(*req) }
    end

    def apply_response_middleware(response, rest_request, return_value)
      middlewares.reverse.inject([response, rest_request, return_value]) { |res, mw| mw.handle_response(*res) }
    end

    def success_response?(response)
      response.is_a?(Net::HTTPSuccess) || response.is_a?(Net::HTTPRedirection)
    end

    def build_headers(method, url, headers = {}, json_body = false)
      headers = @default_headers.merge(headers)
      headers["Content-Length"] = json_body.bytesize.to_s if json_body
      headers
    end

    def send_http_request(method, url, base_headers, body)
      retrying_http_errors(url) do
        headers = build_headers(method, url, base_headers, body)
        request, response = http_client(url).request(method, url, body, headers)
        @last_response = response
        if response.is_a?(Net::HTTPSuccess)
          [response, request, response.body]
        elsif response.is_a?(Net::HTTPNotModified)
          [response, request, false]
        elsif (location = redirected_to(response))
          unless %i{GET HEAD}.include?(method)
            raise Chef::Exceptions::InvalidRedirect,
              "#{method} request was redirected from #{url} to #{location}. Only GET and HEAD support redirects."
          end
          follow_redirect { send_http_request(method, url + location, headers, body) }
        else
          [response, request, nil]
        end
      end
    end

    def retrying_http_errors(url)
      attempts = 0
      begin
        loop do
          attempts += 1
          response, request, return_value = yield
          if response.is_a?(Net::HTTPServerError) && !Chef::Config[:local_mode] && http_retry_count - attempts >= 0
            pause = 1 + (2**attempts) + rand(2**attempts)
            Chef::Log.warn("Server returned error #{response.code} for #{url}, retrying #{attempts}/#{http_retry_count} in #{pause}s")
            sleep(pause)
            next
          end
          return [response, request, return_value]
        end
      rescue SocketError, Errno::ETIMEDOUT, Errno::ECONNRESET => e
        if http_retry_count - attempts >= 0
          Chef::Log.warn("Error connecting to #{url}, retry #{attempts}/#{http_retry_count}")
          sleep(http_retry_delay)
          retry
        end
        raise e.class, "Error connecting to #{url} - #{e.message}"
      rescue Errno::ECONNREFUSED
        if http_retry_count - attempts >= 0
          Chef::Log.warn("Connection refused connecting to #{url}, retry #{attempts}/#{http_retry_count}")
          sleep(http_retry_delay)
          retry
        end
        raise Errno::ECONNREFUSED, "Connection refused connecting to #{url}, giving up"
      rescue Timeout::Error
        if http_retry_count - attempts >= 0
          Chef::Log.warn("Timeout connecting to #{url}, retry #{attempts}/#{http_retry_count}")
          sleep(http_retry_delay)
          retry
        end
        raise Timeout::Error, "Timeout connecting to #{url}, giving up"
      rescue OpenSSL::SSL::SSLError => e
        if http_retry_count - attempts >= 0 && !e.message.include?("certificate verify failed")
          Chef::Log.warn("SSL Error connecting to #{url}, retry #{attempts}/#{http_retry_count}")
          sleep(http_retry_delay)
          retry
        end
        raise OpenSSL::SSL::SSLError, "SSL Error connecting to #{url} - #{e.message}"
      end
    end

    def http_retry_delay = options[:http_retry_delay] || Chef::Config[:http_retry_delay]
    def http_retry_count = options[:http_retry_count] || Chef::Config[:http_retry_count]

    def follow_redirect
      raise Chef::Exceptions::RedirectLimitExceeded if @redirects_followed >= redirect_limit

      @redirects_followed += 1
      yield
    ensure
      @redirects_followed = 0
    end

    def redirected_to(response)
      return nil unless response.is_a?(Net::HTTPRedirection)
      return nil if response.is_a?(Net::HTTPNotModified)

      response["location"]
    end

    # The body as a String, decompressed, with cookies kept and its length checked
    class Simple < HTTP
      use Decompressor
      use CookieManager
      use ValidateContentLength
    end

    # A JSON body out, parsed JSON back
    class SimpleJSON < HTTP
      use JSONInput
      use JSONOutput
      use CookieManager
      use Decompressor
      use ValidateContentLength
    end
  end
end
