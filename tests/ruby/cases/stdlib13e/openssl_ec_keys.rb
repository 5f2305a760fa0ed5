require 'openssl'

PEM = <<~KEY
  -----BEGIN EC PRIVATE KEY-----
  MHcCAQEEIBhzzHk/Et7nsmFhhkjRoMyq2Tc0fXYQaD0Xqd5zT/b+oAoGCCqGSM49
  AwEHoUQDQgAEb1PLDdtv9sBKPzrRM80cbGPegDzxAPhPcdE82AH8P+u9fyjd3GTf
  da3LkKsBstPpiPtw817wdR7TcJ75SCzvqg==
  -----END EC PRIVATE KEY-----
KEY
PEM384 = <<~KEY
  -----BEGIN EC PRIVATE KEY-----
  MIGkAgEBBDCwz/+9V4g5JOkpkLH4HtGW1Np3+QTTTUYoCbVJkmdULIB6mexDNP2r
  cxr5YF+O/BmgBwYFK4EEACKhZANiAATDxPccZ7h6xABGhEZTitysgE00mVIKf5Nl
  fEC0yg6p9YheAhf8oxPkDzRbcxsWPByI2pSEwsOcaIdT46V+t1sYJznVk2Fi6OfG
  3k/OqLsdx89VY7KWlMypo8//+/EpLts=
  -----END EC PRIVATE KEY-----
KEY

key = OpenSSL::PKey::EC.new(PEM)
p key.class.ancestors.take_while { |c| c != Object }.include?(OpenSSL::PKey::PKey)
p key.private?, key.public?, key.private_key?, key.public_key?, key.oid
p key.group.curve_name, key.group.degree, key.group.cofactor.to_i, key.group.asn1_flag
p key.group.order.to_s(16)
puts key.group.to_pem
p key.group.to_der.unpack1("H*")
puts key.to_pem
puts key.public_to_pem
p key.to_der.unpack1("H*")[0, 40], key.to_der.encoding
p key.private_key.to_s(16)
pub = key.public_key
p pub.class, pub.group.curve_name, pub.on_curve?, pub.infinity?
p pub.to_octet_string(:uncompressed).unpack1("H*")
p pub.to_octet_string(:compressed).unpack1("H*")
p pub.to_bn.to_s(16) == pub.to_octet_string(:uncompressed).unpack1("H*").upcase
p OpenSSL::PKey::EC::Point.new(key.group, pub.to_octet_string(:compressed)) == pub
p OpenSSL::PKey::EC::Point.new(key.group, pub.to_bn) == pub

public_only = OpenSSL::PKey::EC.new(key.public_to_pem)
p public_only.private?, public_only.public?, public_only.private_key
puts public_only.to_pem
p public_only.public_key == pub

[20, 32, 5, 64, 100].each do |n|
  digest = "d" * n
  sig = key.dsa_sign_asn1(digest)
  p [n, public_only.dsa_verify_asn1(digest, sig), public_only.dsa_verify_asn1("e" * n, sig)]
end
sig = key.sign("SHA256", "payload")
p public_only.verify("SHA256", sig, "payload"), public_only.verify(OpenSSL::Digest.new("SHA256"), sig, "payloaX")
p public_only.verify("SHA384", key.sign(OpenSSL::Digest::SHA384.new, "x"), "x")
p public_only.dsa_verify_asn1("d" * 32, "\x30\x06\x02\x01\x01\x02\x01\x01")

other = OpenSSL::PKey::EC.new(PEM384)
p other.group.curve_name, other.group == key.group, key.group == OpenSSL::PKey::EC::Group.new("prime256v1")
p OpenSSL::PKey.read(PEM).class, OpenSSL::PKey.read(PEM).private_key == key.private_key
p OpenSSL::PKey::EC.new(key).private?, OpenSSL::PKey::EC.new(key.to_der).private_key == key.private_key

fresh = OpenSSL::PKey::EC.generate("secp384r1")
p fresh.private?, fresh.group.curve_name, fresh.check_key
p fresh.dh_compute_key(key.public_key.then { |_| OpenSSL::PKey::EC.generate("secp384r1").public_key }).bytesize
a = OpenSSL::PKey::EC.generate("prime256v1")
b = OpenSSL::PKey::EC.generate(OpenSSL::PKey::EC::Group.new("prime256v1"))
p a.dh_compute_key(b.public_key) == b.dh_compute_key(a.public_key)
p OpenSSL::PKey::EC.new(a.to_pem).dsa_verify_asn1("z" * 32, a.dsa_sign_asn1("z" * 32))

empty = OpenSSL::PKey::EC.new
p empty.group, empty.private?, empty.public?, empty.public_key, empty.private_key
named = OpenSSL::PKey::EC.new("secp384r1")
p named.group.curve_name, named.private?, named.public?, named.public_key
p OpenSSL::PKey::EC.new(OpenSSL::PKey::EC::Group.new("secp521r1")).group.degree
p OpenSSL::PKey::EC::NAMED_CURVE, OpenSSL::PKey::ECError.superclass, OpenSSL::PKey::EC.superclass
p OpenSSL::PKey::EC.builtin_curves.map(&:first).include?("prime256v1")

def fails
  yield
  puts "no error"
rescue StandardError => e
  puts "#{e.class}: #{e.message}"
end
fails { public_only.dsa_sign_asn1("d" * 32) }
fails { OpenSSL::PKey::EC.new("no-such-curve") }
fails { OpenSSL::PKey::EC::Group.new("no-such-curve") }
fails { key.generate_key! }
fails { key.private_key = 1 }
fails { key.public_key = pub }
fails { public_only.dsa_verify_asn1("d" * 32, "not a signature") }
fails { public_only.verify("SHA256", "not a signature", "x") }
