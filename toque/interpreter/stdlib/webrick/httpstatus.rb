# WEBrick::HTTPStatus: the status codes, their reason phrases and their exception classes.

require "webrick/accesslog"

module WEBrick
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
end
