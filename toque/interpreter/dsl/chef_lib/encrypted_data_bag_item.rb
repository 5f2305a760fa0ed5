# Chef::EncryptedDataBagItem (each value but `id` decrypted on read with the shared secret),
# and Chef::DataBag's class methods over the run's data bag folder. The ciphers are
# toque/repo/encrypted_data_bags.py, reached through __toque_* builtins (chef_api.py).
class Chef
  class EncryptedDataBagItem
    class DecryptionFailure < StandardError; end
    class UnsupportedEncryptedDataBagItemFormat < StandardError; end
    class UnsupportedCipher < StandardError; end
    class EncryptionFailure < StandardError; end
    class UnacceptableEncryptedDataBagItemFormat < StandardError; end

    ALGORITHM = "aes-256-cbc".freeze
    AEAD_ALGORITHM = "aes-256-gcm".freeze

    def initialize(enc_hash, secret)
      @enc_hash = enc_hash
      @secret = secret
    end

    def [](key)
      value = @enc_hash[key]
      return value if key.to_s == "id" || value.nil?

      __toque_decrypt_value(value, @secret)
    end

    def []=(_key, _value)
      raise ArgumentError, "assignment not supported for #{self.class}"
    end

    def to_h
      @enc_hash.keys.each_with_object({}) { |key, out| out[key] = self[key] }
    end
    alias_method :to_hash, :to_h

    def keys = @enc_hash.keys
    def key?(key) = @enc_hash.key?(key)
    def each(&block) = to_h.each(&block)
    def fetch(key, *default, &block) = to_h.fetch(key, *default, &block)
    def dig(key, *rest) = to_h.dig(key, *rest)
    def id = @enc_hash["id"]
    def to_s = "data_bag_item[#{id}]"

    def self.load(data_bag, name, secret = nil)
      raw = __toque_data_bag_item_raw(data_bag.to_s, name.to_s)
      new(raw, secret || load_secret)
    end

    def self.encrypt_data_bag_item(plain_hash, secret)
      plain_hash.each_with_object({}) do |(key, value), out|
        out[key] = key.to_s == "id" ? value : __toque_encrypt_value(value, secret, Chef::Config[:data_bag_encrypt_version] || 3)
      end
    end

    def self.load_secret(path = nil)
      path ||= Chef::Config[:encrypted_data_bag_secret]
      raise ArgumentError, "No secret specified and no secret found at /etc/chef/encrypted_data_bag_secret" if path.nil?
      raise Errno::ENOENT, "file not found '#{path}'" unless ::File.exist?(path)

      secret = ::File.read(path).strip
      raise ArgumentError, "invalid zero length secret in '#{path}'" if secret.empty?

      secret
    end
  end

  class DataBag
    def self.list(_inflate = false)
      __toque_data_bag_names.each_with_object({}) { |name, out| out[name] = "data_bag/#{name}" }
    end

    def self.load(name)
      data_bag(name).each_with_object({}) { |item, out| out[item] = "data_bag_item/#{name}/#{item}" }
    end

    def self.validate_name!(name)
      raise Chef::Exceptions::InvalidDataBagName, "DataBags must have a name matching #{VALID_NAME.inspect}, you gave #{name.inspect}" unless name =~ VALID_NAME

      true
    end

    VALID_NAME = /^[\.\-[:alnum:]_]+$/.freeze
  end
end
