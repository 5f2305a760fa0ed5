# webrick/https: HTTPServer over TLS (webrick/ssl), HTTPS=on in a request's CGI variables.

require "webrick/ssl"
require "webrick/httpserver"

module WEBrick
  module Config
    HTTP.update(SSL)
  end

  class HTTPRequest
    alias __plain_meta_vars meta_vars

    def meta_vars
      meta = __plain_meta_vars
      meta["HTTPS"] = "on" if ssl?
      meta
    end
  end
end
