require 'securerandom'
p SecureRandom.hex(3).size, SecureRandom.base64(3).size, SecureRandom.urlsafe_base64(3).size, SecureRandom.alphanumeric(7).size
p SecureRandom.uuid.count("-"), SecureRandom.random_bytes(4).bytesize, SecureRandom.random_number(0).class, SecureRandom.random_number(100).class
