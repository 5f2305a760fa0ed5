# WEBrick::Config: the default configuration of servers, file handlers and auth.

require "webrick/version"
require "webrick/httpversion"
require "webrick/httputils"
require "webrick/utils"
require "webrick/log"

module WEBrick
  module Config
    LIBDIR = File.dirname(__FILE__)

    General = Hash.new { |hash, key|
      case key
      when :ServerName
        hash[key] = Utils.getservername
      end
    }.update(
      BindAddress: nil,
      Port: nil,
      MaxClients: 100,
      ServerType: nil,
      Logger: nil,
      ServerSoftware: "WEBrick/#{WEBrick::VERSION} (Ruby/#{RUBY_VERSION}/#{RUBY_RELEASE_DATE})",
      TempDir: ENV["TMPDIR"] || ENV["TMP"] || ENV["TEMP"] || "/tmp",
      DoNotListen: false,
      StartCallback: nil,
      StopCallback: nil,
      AcceptCallback: nil,
      DoNotReverseLookup: true,
      ShutdownSocketWithoutClose: false,
    )

    HTTP = General.dup.update(
      Port: 80,
      RequestTimeout: 30,
      HTTPVersion: HTTPVersion.new("1.1"),
      AccessLog: nil,
      MimeTypes: HTTPUtils::DefaultMimeTypes,
      DirectoryIndex: ["index.html", "index.htm", "index.cgi", "index.rhtml"],
      DocumentRoot: nil,
      DocumentRootOptions: { FancyIndexing: true },
      RequestCallback: nil,
      ServerAlias: nil,
      InputBufferSize: 65536,
      OutputBufferSize: 65536,
      ProxyAuthProc: nil,
      ProxyContentHandler: nil,
      ProxyVia: true,
      ProxyTimeout: true,
      ProxyURI: nil,
      CGIInterpreter: nil,
      CGIPathEnv: nil,
      Escape8bitURI: false,
    )

    FileHandler = {
      NondisclosureName: [".ht*", "*~"],
      FancyIndexing: false,
      HandlerTable: {},
      HandlerCallback: nil,
      DirectoryCallback: nil,
      FileCallback: nil,
      UserDir: nil,
      AcceptableLanguages: [],
    }

    BasicAuth = { AutoReloadUserDB: true }
    DigestAuth = {
      Algorithm: "MD5-sess", Domain: nil, Qop: ["auth"], UseOpaque: true,
      UseNextNonce: false, CheckNc: false, UseAuthenticationInfoHeader: true,
      AutoReloadUserDB: true, NonceExpirePeriod: 30 * 60, NonceExpireDelta: 60,
      InternetExplorerHack: true, OperaHack: true,
    }
  end
end
