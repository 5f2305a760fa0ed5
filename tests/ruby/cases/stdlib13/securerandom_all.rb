require 'securerandom'
p SecureRandom.hex.size, SecureRandom.hex(4).size, SecureRandom.hex(4) =~ /\A\h{8}\z/
p SecureRandom.uuid =~ /\A\h{8}-\h{4}-4\h{3}-[89ab]\h{3}-\h{12}\z/
p SecureRandom.random_number.class, SecureRandom.random_number(10).between?(0, 9), SecureRandom.random_number(1.5).class
p SecureRandom.random_number(5..7).between?(5, 7)
p SecureRandom.alphanumeric.size, SecureRandom.alphanumeric(20) =~ /\A[A-Za-z0-9]{20}\z/
p SecureRandom.base64.size, SecureRandom.base64(4).size, SecureRandom.urlsafe_base64.size, SecureRandom.urlsafe_base64(10, true).size
p SecureRandom.urlsafe_base64(30) =~ /\A[A-Za-z0-9_-]+\z/
p SecureRandom.random_bytes.bytesize, SecureRandom.random_bytes(5).bytesize, SecureRandom.bytes(3).bytesize
p SecureRandom.rand.class, SecureRandom.rand(3).class
p SecureRandom.uuid.size
