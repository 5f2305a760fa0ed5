# OpenSSL::X509::Store: add_cert and verify along a chain, with OpenSSL's error numbers
require "openssl"

def make_cert(subject, issuer_name, key, signing_key, serial, ca:, not_after: Time.now + 600)
  cert = OpenSSL::X509::Certificate.new
  cert.version = 2
  cert.serial = serial
  cert.subject = OpenSSL::X509::Name.parse(subject)
  cert.issuer = OpenSSL::X509::Name.parse(issuer_name)
  cert.public_key = key.public_key
  cert.not_before = Time.now - 60
  cert.not_after = not_after
  ef = OpenSSL::X509::ExtensionFactory.new
  ef.subject_certificate = cert
  cert.add_extension(ef.create_extension("basicConstraints", ca ? "CA:TRUE" : "CA:FALSE", true))
  cert.sign(signing_key, OpenSSL::Digest.new("SHA256"))
  cert
end

root_key = OpenSSL::PKey::RSA.new(2048)
mid_key = OpenSSL::PKey::RSA.new(2048)
leaf_key = OpenSSL::PKey::RSA.new(2048)
other_key = OpenSSL::PKey::RSA.new(2048)
root = make_cert("/CN=root", "/CN=root", root_key, root_key, 1, ca: true)
mid = make_cert("/CN=mid", "/CN=root", mid_key, root_key, 2, ca: true)
leaf = make_cert("/CN=leaf", "/CN=mid", leaf_key, mid_key, 3, ca: false)
direct = make_cert("/CN=direct", "/CN=root", leaf_key, root_key, 4, ca: false)
forged = make_cert("/CN=forged", "/CN=root", leaf_key, other_key, 5, ca: false)
expired = make_cert("/CN=old", "/CN=root", leaf_key, root_key, 6, ca: false, not_after: Time.now - 30)
self_signed = make_cert("/CN=alone", "/CN=alone", other_key, other_key, 7, ca: false)

store = OpenSSL::X509::Store.new
p store.add_cert(root).equal?(store)
[[direct, nil], [leaf, nil], [leaf, [mid]], [forged, nil], [expired, nil], [self_signed, nil], [root, nil]].each do |cert, chain|
  ok = chain ? store.verify(cert, chain) : store.verify(cert)
  p [cert.subject.to_s, ok, store.error, store.error_string]
end
p store.chain.map { |c| c.subject.to_s }
store.verify(leaf, [mid])
p store.chain.map { |c| c.subject.to_s }
empty = OpenSSL::X509::Store.new
p empty.verify(direct), empty.error, empty.error_string
p OpenSSL::X509::V_OK, OpenSSL::X509::V_ERR_CERT_HAS_EXPIRED, OpenSSL::X509::V_ERR_UNABLE_TO_GET_ISSUER_CERT_LOCALLY
