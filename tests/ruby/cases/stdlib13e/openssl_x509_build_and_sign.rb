require 'openssl'

RSA_PEM = <<~KEY
  -----BEGIN PRIVATE KEY-----
  MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQCfjKhJRhHK4RNd
  hC/0xw28RUTIMjV8px3xDYUwYFi4jj2TLERQJR+wFCmnh0y1x0Ea5U2fTg1HgNOy
  EidS1VUEHGxLRrK/j77PpNv3TqaCABAHpNJzF3piHDS5qkXa5zd9RwXzmVCLe3Ok
  Oi8/HUFnkfz71RJN8iZQiQ5Jvo0TclFk0dSagHAEer5a8OyWfA1P88k/mPi0lSZK
  GLMeT/gq9LrvTh/wilw2dXaSdWhlyV8qFszLP1YskdtZ2IdzPKyIG5JsFYxnJt+Z
  nMSWy3Rsvk5NnQ5k3BHhBEsnL9UAHmRCwdixzoMIQADxNWRfSj0ZiTN9ifnwzWwu
  2wDa3iGLAgMBAAECggEAGKaFO6jxR8yljs3FEQcOFrgHC/1B6UvyotMpcFN6ca08
  UzhEJ7PMpQpAc0tCrVUnOG4UI5hOEe2UB4+pdrFSLMvtaWX3aQRfATrh52BF9pDm
  6R9sim6msHDWLpdhqpQNrTPjdgMKgDpnIAkDUreE6ukR0qDVbqiKheffBsLDjizd
  Uq5o4ICqBxBWTl+gSxQKmEDuf3V+CVsErak5Xm+xHbc9K7Ch7qFZeYIo6W6Jurqd
  9Wr1KrWyagsNispTglMc51UWNJUvHAXZuTt9NuYAejqlPCjHbZGicnipulOMR9hQ
  f6DF53NB1nkFIacOBG2e/5/HIJGs3Y9VxuUkfAPgmQKBgQDYCG9Bu0RBHxwPTOgf
  NAEqhq+mOwtQHT4B7oYlDvKC4CcO0qGgdQVyd0XlFvFwNpCLCRycT/gcFahvXV7r
  +jH5RtfxSpz7/OVHBNP8WAhlfNYzzBG0qZrEl+6PNxthjm4PuoVjnQ9WNw16RQTn
  +KXviTVuB2awNiLFubT6gx4hcwKBgQC9ERmUwf6eebT23XFXj+eSZHNiQKnJIkR4
  Sq+kVHyHf4JE/5DV6ttqSaSkUNbuOp2gQq5m/9053lez62Mi1STCyuQMFb4Zbe+V
  2TtaJE+OtcdTTv3ApgdXRPx/OL9/lR6+ZG3SLc983nlxAD/qrzzSntUfuX72+RJm
  5B3JIR4ZiQKBgCAFUAhcK4fDhrM14QoO+UVGZW6sPccILpK2uidwCb4gX2mxCsfv
  0Hjg+Pk151+Mluwk05rPt6TiCO9I1bMAiLu8JnHbb11iZNGcA5fZrJTuZgmTa+Rt
  Z0VQh8muj15scB/gs7jKJOXQjyzaYhnIH0BcBBFlA3GG9Kx+FDc1jBfFAoGAJkqF
  TMxxXfU2Ql0c7Gf3tX1kpPyFpnerOFWf9v8pbWPUpVbBJaH4KDGcB69bqEn0zJVU
  rwWY73RpfMXqgQ578HuY7h2lL49FW6rwS1RZTITiRqwT1mWJzRHqtXVvy04POO4s
  E8o1YIvKOqmbSFOPVPTYIyG1Zh2RrYb7xVVQvEkCgYB0sCLsXzyE6ZQu96wXZF7A
  mRDU+fgk5FAQ7QxsVetyHp6GRyeU+Aa2ZGCSfhaIO2e3sCUhTO7rWPxq665ZlQ1G
  Q2C3V6eZMR03dg4wEyLXMdvvoPZz8V0v9/iBP+BXUgS1xRvYTgJkv4CCEP4CDdDH
  pgSCfIMjXiq5eo3EddctCw==
  -----END PRIVATE KEY-----
KEY
EC_PEM = <<~KEY
  -----BEGIN EC PRIVATE KEY-----
  MHcCAQEEIBhzzHk/Et7nsmFhhkjRoMyq2Tc0fXYQaD0Xqd5zT/b+oAoGCCqGSM49
  AwEHoUQDQgAEb1PLDdtv9sBKPzrRM80cbGPegDzxAPhPcdE82AH8P+u9fyjd3GTf
  da3LkKsBstPpiPtw817wdR7TcJ75SCzvqg==
  -----END EC PRIVATE KEY-----
KEY

def fails
  yield
  puts "no error"
rescue StandardError => e
  puts "#{e.class}: #{e.message}"
end

key = OpenSSL::PKey::RSA.new(RSA_PEM)
cert = OpenSSL::X509::Certificate.new
p cert.version, cert.serial.to_i, cert.subject.to_s, cert.issuer.to_a, cert.not_before, cert.not_after, cert.extensions
begin
  cert.public_key
rescue OpenSSL::X509::CertificateError => e
  p e.message
end
cert.version = 2
cert.serial = 42
cert.subject = OpenSSL::X509::Name.parse("/C=US/O=Toque/CN=localhost")
cert.issuer = cert.subject
cert.public_key = key.public_key
cert.not_before = Time.utc(2020, 1, 1)
cert.not_after = Time.utc(2030, 1, 1)
p cert.version, cert.serial.to_i, cert.subject.to_s, cert.not_before, cert.not_after, cert.public_key.class
ef = OpenSSL::X509::ExtensionFactory.new
ef.subject_certificate = cert
ef.issuer_certificate = cert
p ef.subject_certificate.equal?(cert), ef.issuer_certificate.equal?(cert), ef.config
exts = [
  ef.create_extension("basicConstraints", "CA:TRUE", true),
  ef.create_extension("keyUsage", "keyCertSign, cRLSign, digitalSignature"),
  ef.create_extension("extendedKeyUsage", "serverAuth,clientAuth,codeSigning"),
  ef.create_extension("subjectKeyIdentifier", "hash", false),
  ef.create_extension("subjectAltName", "DNS:localhost,IP:127.0.0.1,email:a@b.c,URI:http://x/"),
  ef.create_ext("basicConstraints", "critical,CA:FALSE"),
  ef.create_ext_from_string("keyUsage = critical, keyEncipherment"),
  ef.create_ext_from_array(["basicConstraints", "CA:TRUE, pathlen:0", true]),
  ef.create_ext_from_hash({ "oid" => "keyUsage", "value" => "nonRepudiation", "critical" => false }),
  ef.create_extension("nsComment", "made by toque"),
]
fails { ef.create_extension("authorityKeyIdentifier", "keyid:always", false) }
exts.each { |e| p [e.oid, e.value, e.critical?, e.to_s, e.to_a, e.to_h] }
[0, 1, 2, 3, 4].each { |i| cert.add_extension(exts[i]) }
aki = ef.create_extension("authorityKeyIdentifier", "keyid:always", false)
p aki.to_s
cert.add_extension(aki)
p cert.sign(key, OpenSSL::Digest.new("SHA256")).equal?(cert)
p cert.extensions.map(&:to_s), cert.verify(key), cert.signature_algorithm
p cert.to_pem.lines.first, cert.issuer == cert.subject, cert.check_private_key(key)
copy = OpenSSL::X509::Certificate.new(cert.to_pem)
p copy.serial.to_i, copy.version, copy.subject.to_s, copy.extensions.map(&:to_s), copy.not_after, copy.verify(key)
copy.serial = 43
copy.sign(key, "SHA256")
p copy.serial.to_i, OpenSSL::X509::Certificate.new(copy.to_der).serial.to_i, copy.verify(key)

ec = OpenSSL::PKey::EC.new(EC_PEM)
leaf = OpenSSL::X509::Certificate.new
leaf.version = 2
leaf.serial = OpenSSL::BN.new("7")
leaf.subject = OpenSSL::X509::Name.new([["CN", "leaf"], ["O", "Toque"], ["emailAddress", "x@y.z"]])
leaf.issuer = cert.subject
leaf.public_key = ec
leaf.not_before = Time.utc(2021, 6, 1)
leaf.not_after = Time.utc(2022, 6, 1)
lf = OpenSSL::X509::ExtensionFactory.new(cert, leaf)
leaf.add_extension(lf.create_extension("basicConstraints", "CA:FALSE"))
leaf.add_extension(lf.create_extension("authorityKeyIdentifier", "keyid"))
leaf.add_extension(OpenSSL::X509::Extension.new("subjectAltName", "DNS:leaf.test"))
leaf.sign(key, OpenSSL::Digest::SHA256.new)
p leaf.verify(key), leaf.verify(cert.public_key), leaf.public_key.class, leaf.subject.to_a, leaf.issuer.to_s
p leaf.extensions.map(&:to_s), leaf.check_private_key(ec)
n = OpenSSL::X509::Name.new([["CN", "x"], ["O", "y"]])
n.add_entry("OU", "z")
n.add_entry("C", "FR")
p n.to_s, n.to_a, OpenSSL::X509::Name.new.to_s
e = OpenSSL::X509::Extension.new("basicConstraints", "CA:TRUE", true)
p e.to_a, e == OpenSSL::X509::Extension.new("basicConstraints", "CA:TRUE", true)

begin
  ef.create_extension("nope", "x")
rescue OpenSSL::X509::ExtensionError => e
  p e.message.start_with?("unknown OID `nope'")
end
bare = OpenSSL::X509::ExtensionFactory.new
fails { bare.create_extension("subjectKeyIdentifier", "hash") }
fails { ef.create_extension("extendedKeyUsage", "flying") }
fails { ef.create_extension("subjectAltName", "flying") }
fails { ef.create_extension("basicConstraints", "pathlen:x") }
fails { ef.create_extension("basicConstraints", "bogus") }
fails { ef.create_extension("keyUsage", "flying") }
