# WEBrick::VERSION: the webrick gem toque implements.

module WEBrick
  VERSION = "1.8.1"
end
