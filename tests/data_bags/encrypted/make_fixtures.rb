# Writes the encrypted items of this folder with MRI's OpenSSL, in Chef's formats 1, 2 and 3
# (AES-256 with key SHA-256(secret); v2 adds an HMAC-SHA-256 keyed with the secret over the
# Base64 ciphertext; v3 is GCM with an auth tag). Run: ruby make_fixtures.rb
require "openssl"
require "base64"
require "json"

SECRET = File.read(File.join(__dir__, "secret")).strip
PLAIN = { "password" => "s3cr3t", "port" => 3306, "users" => { "root" => ["a", 1, nil, true] } }.freeze

def encrypt(value, version)
  cipher = OpenSSL::Cipher.new(version == 3 ? "aes-256-gcm" : "aes-256-cbc").encrypt
  cipher.key = OpenSSL::Digest.digest("SHA256", SECRET)
  iv = cipher.random_iv
  cipher.auth_data = "" if version == 3
  data = Base64.encode64(cipher.update({ json_wrapper: value }.to_json) + cipher.final)
  out = { "encrypted_data" => data, "iv" => Base64.encode64(iv), "version" => version,
          "cipher" => version == 3 ? "aes-256-gcm" : "aes-256-cbc" }
  out["auth_tag"] = Base64.encode64(cipher.auth_tag) if version == 3
  out["hmac"] = Base64.encode64(OpenSSL::HMAC.digest("SHA256", SECRET, data)) if version == 2
  out
end

[1, 2, 3].each do |version|
  item = { "id" => "v#{version}" }
  PLAIN.each { |key, value| item[key] = encrypt(value, version) }
  File.write(File.join(__dir__, "v#{version}.json"), JSON.pretty_generate(item) + "\n")
end
