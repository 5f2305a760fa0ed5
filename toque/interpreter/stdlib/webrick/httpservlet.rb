# WEBrick::HTTPServlet: the servlets WEBrick has (AbstractServlet, FileHandler, ProcHandler).

require "webrick/httpservlet/abstract"
require "webrick/httpservlet/filehandler"
require "webrick/httpservlet/prochandler"
