# webrick/https: a self-signed certificate made as chef's kitchen test makes it, a TLS
# server in a Thread, Net::HTTP trusting that certificate (and refusing it when it does not)
require "openssl"
require "webrick"
require "webrick/https"
require "net/http"
require "tmpdir"

key = OpenSSL::PKey::RSA.new(2048)
cert = OpenSSL::X509::Certificate.new
cert.version = 2
cert.serial = 1
cert.subject = OpenSSL::X509::Name.parse("/CN=localhost")
cert.issuer = cert.subject
cert.public_key = key.public_key
cert.not_before = Time.now
cert.not_after = Time.now + 3600
ef = OpenSSL::X509::ExtensionFactory.new
ef.subject_certificate = cert
ef.issuer_certificate = cert
cert.add_extension(ef.create_extension("subjectAltName", "DNS:localhost,IP:127.0.0.1", false))
cert.sign(key, OpenSSL::Digest.new("SHA256"))

server = WEBrick::HTTPServer.new(Port: 0, SSLEnable: true, SSLCertificate: cert, SSLPrivateKey: key,
                                 Logger: WEBrick::Log.new(File::NULL), AccessLog: [])
server.mount_proc("/index.html") do |req, res|
  res.body = "trusted cert test OK #{req.ssl?} #{req.request_uri.scheme} #{req.meta_vars['HTTPS']}"
end
p server[:SSLEnable], server[:SSLCertificate].subject.to_s
t = Thread.new { server.start }
dir = Dir.mktmpdir
ca = File.join(dir, "ca.pem")
File.write(ca, cert.to_pem)
http = Net::HTTP.new("localhost", server[:Port])
http.use_ssl = true
http.ca_file = ca
http.verify_mode = OpenSSL::SSL::VERIFY_PEER
res = http.get("/index.html")
p res.code, res.body
untrusting = Net::HTTP.new("localhost", server[:Port])
untrusting.use_ssl = true
begin
  untrusting.get("/index.html")
rescue OpenSSL::SSL::SSLError => e
  p e.class
end
lax = Net::HTTP.new("127.0.0.1", server[:Port])
lax.use_ssl = true
lax.verify_mode = OpenSSL::SSL::VERIFY_NONE
p lax.get("/nothing").code
server.shutdown
t.join
p server.status
File.unlink(ca)
Dir.rmdir(dir)
