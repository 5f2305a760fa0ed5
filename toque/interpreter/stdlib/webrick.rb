# webrick: Ruby's HTTP server toolkit (the webrick 1.8 gem Chef Infra Client ships),
# written from its documentation and laid out as the gem is: `require "webrick"` loads the
# parts below, each of which can be required alone (`require "webrick/httpauth"`). The
# sockets, TLS and the reading of a request's bytes are WEBrick::Transport
# (webrick/__init__.py); everything a program sees is Ruby, in webrick/*.rb. A server
# answers one request per connection (`Connection: close`), each connection in a thread
# of its own, as WEBrick does.

require "webrick/version"
require "webrick/config"
require "webrick/log"
require "webrick/server"
require "webrick/utils"
require "webrick/accesslog"
require "webrick/htmlutils"
require "webrick/httputils"
require "webrick/cookie"
require "webrick/httpversion"
require "webrick/httpstatus"
require "webrick/httprequest"
require "webrick/httpresponse"
require "webrick/httpserver"
require "webrick/httpservlet"
require "webrick/httpauth"
