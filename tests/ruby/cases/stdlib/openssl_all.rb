require 'openssl'
KEY_PEM = "-----BEGIN RSA PRIVATE KEY-----\nMIICWwIBAAKBgQDg23gvyWI2W+KM4+7hfeaOEePx7XTuxTN80SnaUx6ZxsVT0wxT\nu53CZJXjvVSBOqe53WXMXMpbfDeP9T/ATZkaj1rRS1jcnXwFFgWDlU+G6Shr1cTX\nBwhD664tzTRzmHqAw0971nPwsZtoRWtE/SrE78+nDRw5e8KvoIVYvisnMwIDAQAB\nAoGAabnoDhgTrNmRcYuvA6muIXj6BAQR6j8hEXxLwJM6nTWgDOT8M9bQu9mNvNKG\nDGlm+fbG6ctrfo6ulWrMegBCjx/ZQENpTOFA7LIgdv7mJkvsRtixgi3vmIU5BBW4\neOBWo1cLsPDkpXwjt0Oh5OL7paeMS5Y8PpcQk7l1kNxE6hECQQDzSTrOj7fFa9Df\nf6hGlfLtGNJ9ZaDO/q+k3DPICOmNQzkpwVTvgRoDrsiZCBrsY9fGkWS+UHivx3gV\nV/BbQ3UrAkEA7JuxctQXSiU9RJP8qODUfiujo3yWsz3a/AfGPahMZxX8PmuRPlCv\n18sMl4zsKpN/LtOL1Za8NVqj6qNZRI8iGQJAe0gujqHxZA9ghwEviqVNtqwPbg/j\nz0DsTMRxUPqDL1xTST95BO0M+7TEXhfnXMazfyIKRQ6OObUAuwAXAohKhQJAEbOI\nMAYMBAELN2E26s9/Nj0/jdCZWamMA4T1YNGBfcjYSTc084uHzEYlmATz+i90uWUc\nNguD4x3322sDF6z5qQJAfpVjrNapy+4dAP8WhhgABGk6ysYAQHcbYObNBxWaKDGr\n7O03vNm8jIouhU6SaWlf55MgpseMLPrC6UQ+nMBYuQ==\n-----END RSA PRIVATE KEY-----\n"
CERT_PEM = "-----BEGIN CERTIFICATE-----\nMIICATCCAWqgAwIBAgICEjQwDQYJKoZIhvcNAQELBQAwEzERMA8GA1UEAwwIVG9x\ndWUgQ0EwHhcNMjAwMTAxMDAwMDAwWhcNMzAwMTAxMTIzMDAwWjA6MQswCQYDVQQG\nEwJVUzETMBEGA1UECgwKVG9xdWUgVGVzdDEWMBQGA1UEAwwNdG9xdWUuZXhhbXBs\nZTCBnzANBgkqhkiG9w0BAQEFAAOBjQAwgYkCgYEA4Nt4L8liNlvijOPu4X3mjhHj\n8e107sUzfNEp2lMemcbFU9MMU7udwmSV471UgTqnud1lzFzKW3w3j/U/wE2ZGo9a\n0UtY3J18BRYFg5VPhukoa9XE1wcIQ+uuLc00c5h6gMNPe9Zz8LGbaEVrRP0qxO/P\npw0cOXvCr6CFWL4rJzMCAwEAAaM9MDswDAYDVR0TAQH/BAIwADArBgNVHREEJDAi\ngg10b3F1ZS5leGFtcGxlghF3d3cudG9xdWUuZXhhbXBsZTANBgkqhkiG9w0BAQsF\nAAOBgQC2f2IDUspfVP56Hi1JloUUAyzD7bLg3T0DmQgsXRCkvxo0cDjsadtddWBj\neYPgShXjvm5dq8gfRf0BMCVUB2mjWOkW0vP2MdD02erMo8cYo06qk2xgjQ5RXfpd\naADqo9+JSseJSMZoqOmWxGcuYbWlGfPdHDifrNAt1cOrIGCd4w==\n-----END CERTIFICATE-----\n"
p OpenSSL::Digest.new("sha256").name, OpenSSL::Digest.new("SHA1").name
p OpenSSL::Digest::SHA256.new.name, OpenSSL::Digest::MD5.new.digest_length
p OpenSSL::Digest::SHA256.ancestors.take(4)
p OpenSSL::Digest.hexdigest("MD5", "a"), OpenSSL::Digest::SHA1.hexdigest("a")
p OpenSSL::Digest.digest("SHA256", "").size, OpenSSL::Digest::SHA512.base64digest("x")[0, 12]
d = OpenSSL::Digest.new("SHA256")
d << "ab"
d.update("c")
p d.hexdigest == Digest::SHA256.hexdigest("abc")
p OpenSSL::Digest.new("SHA256", "abc").hexdigest == d.hexdigest
p d.reset.hexdigest == OpenSSL::Digest::SHA256.hexdigest("")
p OpenSSL::Digest.new("sha256").inspect
p OpenSSL::HMAC.hexdigest("SHA256", "key", "data")
p OpenSSL::HMAC.hexdigest(OpenSSL::Digest.new("SHA1"), "key", "data")
p OpenSSL::HMAC.digest("SHA256", "key", "data").size
p OpenSSL::HMAC.base64digest("MD5", "key", "data")
h = OpenSSL::HMAC.new("key", OpenSSL::Digest.new("SHA1"))
h << "da"
h.update("ta")
p h.hexdigest, h.to_s, h.digest.bytesize
p h.reset.hexdigest == OpenSSL::HMAC.hexdigest("SHA1", "key", "")
p OpenSSL::Random.random_bytes(16).bytesize, OpenSSL::Digest::SHA256.digest("x").encoding  # random bytes may be all ASCII: toque infers a String's encoding from its bytes
key = OpenSSL::PKey::RSA.new(KEY_PEM)
p key.private?, key.public?, key.n.num_bits, key.e.to_i, key.e == 65537
p key.to_pem == KEY_PEM, key.export == KEY_PEM
pub = key.public_key
p pub.class, pub.private?, pub.public?, pub.to_pem.lines.first
p pub.to_pem.lines.size, key.public_to_pem == pub.to_pem
sig = key.sign(OpenSSL::Digest.new("SHA256"), "message")
p sig.bytesize, Digest::SHA256.hexdigest(sig)
p pub.verify(OpenSSL::Digest.new("SHA256"), sig, "message")
p pub.verify("SHA256", sig, "tampered")
p key.private_decrypt(pub.public_encrypt("secret"))
p OpenSSL::PKey.read(KEY_PEM).private?, OpenSSL::PKey.read(pub.to_pem).private?
p OpenSSL::PKey::RSA.new(pub.to_pem).to_pem == pub.to_pem
p key.to_der.bytesize > 500, OpenSSL::PKey::RSA.new(key.to_der).to_pem == KEY_PEM
fresh = OpenSSL::PKey::RSA.new(1024)
p fresh.n.num_bits, fresh.private?, fresh.to_pem.start_with?("-----BEGIN RSA PRIVATE KEY-----")
p OpenSSL::PKey::RSA.generate(1024).public_key.to_pem.start_with?("-----BEGIN PUBLIC KEY-----")
begin
  OpenSSL::PKey::RSA.new("junk")
rescue OpenSSL::PKey::RSAError => e
  p e.class, e.message, e.class.ancestors.include?(OpenSSL::OpenSSLError)
end
begin
  pub.sign("SHA256", "x")
rescue ArgumentError => e
  p e.message
end
cert = OpenSSL::X509::Certificate.new(CERT_PEM)
p cert.subject.to_s, cert.issuer.to_s
p cert.subject.to_a, cert.subject.to_s(OpenSSL::X509::Name::RFC2253)
p cert.not_before, cert.not_after, cert.not_after.class, cert.not_after.utc?
p cert.serial.to_i, cert.serial.to_s, cert.serial == 4660
p cert.version, cert.signature_algorithm
p cert.extensions.map { |e| [e.oid, e.value, e.critical?] }
p cert.extensions.first.to_s
p cert.public_key.to_pem == pub.to_pem
p cert.check_private_key(key), cert.check_private_key(fresh)
p cert.verify(key), cert.verify(fresh)
p cert.to_pem == CERT_PEM, cert.to_der.bytesize > 300
p OpenSSL::X509::Certificate.new(cert.to_der).serial.to_i
p cert.not_after > Time.utc(2029, 1, 1), cert.not_before < Time.utc(2021, 1, 1)
begin
  OpenSSL::X509::Certificate.new("junk")
rescue OpenSSL::X509::CertificateError => e
  p e.class, e.message
end
p OpenSSL::X509::Name.parse("/CN=a/O=b").to_s
p OpenSSL::X509::Name.parse("/CN=a/O=b").to_a
p OpenSSL::X509::Name.parse("/C=US/CN=a") == OpenSSL::X509::Name.parse("/C=US/CN=a")
p OpenSSL::SSL::VERIFY_NONE, OpenSSL::SSL::VERIFY_PEER, OpenSSL::SSL::SSLError.superclass
p OpenSSL::BN.new("255").to_s(16), OpenSSL::BN.new(10) == 10, OpenSSL::BN.new("12").to_i + 1
p OpenSSL::BN.new(7) < OpenSSL::BN.new(9), OpenSSL::BN.new(4660).num_bytes
