# webrick/https with no certificate given: a self-signed one made for SSLCertName
require "webrick"
require "webrick/https"
require "net/http"
server = WEBrick::HTTPServer.new(Port: 0, BindAddress: "127.0.0.1", SSLEnable: true, SSLCertName: [["CN", "localhost"]],
                                 Logger: WEBrick::Log.new(File::NULL), AccessLog: [])
cert = server.config[:SSLCertificate]
p cert.subject.to_s, cert.issuer.to_s, server.config[:SSLPrivateKey].class
p cert.extensions.map(&:oid).sort
server.mount_proc("/") { |req, res| res.body = "self-signed ok" }
t = Thread.new { server.start }
http = Net::HTTP.new("127.0.0.1", server[:Port])
http.use_ssl = true
http.verify_mode = OpenSSL::SSL::VERIFY_NONE
p http.get("/").body
store = OpenSSL::X509::Store.new
store.add_cert(cert)
p store.verify(cert)
server.shutdown
t.join
p WEBrick::HTTPServer.new(Port: 0, SSLEnable: true, SSLCertName: "/CN=other", Logger: WEBrick::Log.new(File::NULL), AccessLog: []).config[:SSLCertificate].subject.to_s
p server.config[:SSLCertificate].extensions.find { |e| e.oid == "nsComment" }.value
