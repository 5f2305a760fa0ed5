require 'openssl'

PARAMS = <<~DH
  -----BEGIN DH PARAMETERS-----
  MEYCQQD4ok5YmXSNQCJzreusQ4yT1KTfQW75YcGofFk12eY4TDkVYXmcPgNyDfg9
  +q4SgvYkiVu8770LIyRAylxNKqTXAgEC
  -----END DH PARAMETERS-----
DH

dh = OpenSSL::PKey::DH.new(PARAMS)
p dh.class.superclass, dh.p.num_bits, dh.g.to_i, dh.q, dh.pub_key, dh.priv_key
p dh.private?, dh.public?, dh.params_ok?, dh.oid
puts dh.to_pem
p dh.to_s == dh.to_pem, dh.export == dh.to_pem, dh.to_der.encoding, dh.to_der.bytesize
p dh.params.keys, dh.params["p"] == dh.p, dh.params["pub_key"].to_i
p dh.public_key.class, dh.public_key.p == dh.p, dh.public_key.pub_key
p OpenSSL::PKey::DH.new(dh.to_der).p == dh.p
p OpenSSL::PKey.read(PARAMS).class

fresh = OpenSSL::PKey::DH.generate(512)
p fresh.p.num_bits, fresh.g.to_i, fresh.private?, fresh.public?, fresh.pub_key.class, fresh.priv_key.class
p fresh.params_ok?, fresh.to_pem.lines.first, fresh.to_pem.lines.last
p OpenSSL::PKey::DH.new(fresh.to_pem).private?
made = OpenSSL::PKey::DH.new(512)
p made.private?, made.p.num_bits
p OpenSSL::PKey::DH.new.p, OpenSSL::PKey::DH.new.private?
def fails
  yield
  puts "no error"
rescue StandardError => e
  puts "#{e.class}: #{e.message}"
end
fails { fresh.generate_key! }
fails { fresh.set_key(1, 2) }
fails { fresh.set_pqg(1, 2, 3) }
p fresh.params.transform_values { |v| v.to_i.positive? }, dh.params["q"].to_i
fails { OpenSSL::PKey::DH.new("not parameters") }
p OpenSSL::PKey::DHError.superclass
