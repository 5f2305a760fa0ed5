# WEBrick::HTTPAuth: HTTP Basic authentication in a servlet (basic_auth, proxy_basic_auth).

require "webrick/config"
require "webrick/httpstatus"

module WEBrick
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
end
