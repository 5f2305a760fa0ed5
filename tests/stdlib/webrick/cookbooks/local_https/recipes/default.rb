# A TLS server for the length of the run, as cookbooks start one to test trust chains:
# a throwaway certificate authority signs the server's certificate, a WEBrick server in a
# Thread serves a page, the recipe checks it at compile time, and the converge phase
# trusts the authority, fetches the page and stops the server.
require "openssl"
require "webrick"
require "webrick/https"
require "net/http"

port = node["local_https"]["port"]
ca_key = OpenSSL::PKey::RSA.new(2048)
ca = OpenSSL::X509::Certificate.new
ca.version = 2
ca.serial = 10
ca.subject = OpenSSL::X509::Name.parse("/O=toque tests/CN=throwaway CA")
ca.issuer = ca.subject
ca.public_key = ca_key.public_key
ca.not_before = Time.now - 60
ca.not_after = Time.now + 600
factory = OpenSSL::X509::ExtensionFactory.new
factory.subject_certificate = ca
factory.issuer_certificate = ca
ca.add_extension(factory.create_extension("basicConstraints", "CA:TRUE", true))
ca.add_extension(factory.create_extension("keyUsage", "keyCertSign, cRLSign", true))
ca.sign(ca_key, OpenSSL::Digest::SHA256.new)

key = OpenSSL::PKey::RSA.new(2048)
leaf = OpenSSL::X509::Certificate.new
leaf.version = 2
leaf.serial = 11
leaf.subject = OpenSSL::X509::Name.parse("/CN=localhost")
leaf.issuer = ca.subject
leaf.public_key = key.public_key
leaf.not_before = Time.now - 60
leaf.not_after = Time.now + 600
factory = OpenSSL::X509::ExtensionFactory.new
factory.subject_certificate = leaf
factory.issuer_certificate = ca
leaf.add_extension(factory.create_extension("subjectAltName", "DNS:localhost,IP:127.0.0.1"))
leaf.sign(ca_key, OpenSSL::Digest.new("SHA256"))

hits = Queue.new
server = WEBrick::HTTPServer.new(
  Port: port,
  BindAddress: "127.0.0.1",
  SSLEnable: true,
  SSLCertificate: leaf,
  SSLPrivateKey: key,
  Logger: WEBrick::Log.new(File::NULL),
  AccessLog: [[hits, "%m %U %s"]]
)
server.mount_proc("/motd") { |_req, res| res.body = "served over TLS by #{node.name}\n" }
Thread.new { server.start }

store = OpenSSL::X509::Store.new
store.add_cert(ca)
http = Net::HTTP.new("localhost", port)
http.use_ssl = true
http.cert_store = store
http.verify_mode = OpenSSL::SSL::VERIFY_PEER
body = http.get("/motd").body
raise "unexpected page: #{body.inspect}" unless body == "served over TLS by #{node.name}\n"
log "compile-time fetch: #{hits.pop.chomp}"

chef_client_trusted_certificate "throwaway-ca" do
  certificate ca.to_pem
end

remote_file ::File.join(Chef::Config[:file_cache_path], "motd.txt") do
  source "https://localhost:#{port}/motd"
  notifies :run, "ruby_block[stop the server]", :immediately
end

ruby_block "stop the server" do
  block { server.shutdown }
  action :nothing
end
