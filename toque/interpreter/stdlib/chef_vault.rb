# chef-vault, the gem Chef Infra Client 18 ships (4.x), as a node reads vaults: written from
# the gem's documentation and behaviour. A vault item `bag/id` is an encrypted data bag item
# whose shared secret is stored, once per client, in the item `bag/id_keys` ("default" mode:
# the keys item maps each client name to the secret encrypted with that client's public
# key; "sparse" mode: one item `bag/id_key_<client>` per client). A client decrypts its copy
# with its private key (Chef::Config[:client_key]) and the item with the secret. Writing
# vaults (save, refresh, rotate_keys!) needs a Chef server's clients and users: the calls
# are there and say so.
require "base64"
require "openssl"

class ChefVault
  VERSION = "4.1.11".freeze
  MAJOR, MINOR, TINY = VERSION.split(".")

  class Exceptions < RuntimeError
    class SecretDecryption < Exceptions; end
    class NoKeysDefined < Exceptions; end
    class ItemNotEncrypted < Exceptions; end
    class KeysActionNotValue < Exceptions; end
    class AdminNotFound < Exceptions; end
    class ClientNotFound < Exceptions; end
    class KeysNotFound < Exceptions; end
    class ItemNotFound < Exceptions; end
    class ItemAlreadyExists < Exceptions; end
    class SearchNotFound < Exceptions; end
    class IdMismatch < Exceptions; end
    class V1Format < Exceptions; end
    class InvalidValue < Exceptions; end
  end

  attr_accessor :vault

  def initialize(vault, chef_config_file = nil)
    @vault = vault
    ChefVault.load_config(chef_config_file) if chef_config_file
  end

  def version = VERSION

  def user(username) = ChefVault::User.new(vault, username)

  def certificate(name) = ChefVault::Certificate.new(vault, name)

  def self.load_config(chef_config_file)
    Chef::Config.from_file(chef_config_file)
  end

  # A data bag item's loading, as chef-vault does it: a missing item is its own error.
  module Loading
    def self.item(bag, id, missing)
      Chef::DataBagItem.load(bag, id)
    rescue Net::HTTPClientException => e
      raise missing, "#{bag}/#{id} could not be found" if e.response.code == "404"

      raise
    end
  end

  # The keys of a vault item: which admins and clients may read it, its search query, and
  # each one's copy of the shared secret.
  class ItemKeys < Chef::DataBagItem
    def initialize(vault, name)
      super()
      @data_bag = vault
      @raw_data["id"] = name
      @raw_data["admins"] = []
      @raw_data["clients"] = []
      @raw_data["search_query"] = []
      @raw_data["mode"] = "default"
      @cache = {}
    end

    def self.load(vault, name)
      from_data_bag_item(Loading.item(vault, name, ChefVault::Exceptions::KeysNotFound))
    end

    def self.from_data_bag_item(data_bag_item)
      item = new(data_bag_item.data_bag, data_bag_item.name)
      item.raw_data = data_bag_item.raw_data
      item
    end

    def [](key)
      return @raw_data[key] if %w{id admins clients search_query mode}.include?(key)
      return @cache[key] unless @cache[key].nil?

      sparse = sparse_key(sparse_id(key)) if sparse?
      sparse ? sparse[key] : @raw_data[key]
    end

    def include?(key)
      return @cache[key] ? true : false unless @cache[key].nil?
      return true if sparse? && sparse_key(sparse_id(key))

      @raw_data.key?(key)
    end

    def admins = @raw_data["admins"]
    def clients = @raw_data["clients"]
    def mode(mode = nil)
      @raw_data["mode"] = mode if mode
      @raw_data["mode"]
    end

    def search_query(search_query = nil)
      @raw_data["search_query"] = search_query if search_query
      @raw_data["search_query"]
    end

    def sparse? = @raw_data["mode"] == "sparse"

    def sparse_id(key, item_id = @raw_data["id"]) = "#{item_id.chomp("_keys")}_key_#{key}"

    def sparse_key(sid)
      Chef::DataBagItem.load(@data_bag, sid)
    rescue Net::HTTPClientException => e
      raise unless e.response.code == "404"

      nil
    end

    def save(_item_id = @raw_data["id"])
      raise NotImplementedError, "saving vault keys needs a Chef server (knife vault)"
    end
  end

  # chef-vault's older wrappers: a user's password and a certificate's contents in a vault
  class User
    def initialize(data_bag, username)
      @item = ChefVault::Item.load(data_bag, username)
    end

    def [](key) = @item[key]
    def decrypt_password = @item["password"]
  end

  class Certificate
    def initialize(data_bag, item_name)
      @item = ChefVault::Item.load(data_bag, item_name)
    end

    def [](key) = @item[key]
    def decrypt_contents = @item["contents"]
  end

  class Item < Chef::DataBagItem
    attr_accessor :keys, :encrypted_data_bag_item, :node_name, :client_key_path, :client_key_contents

    def initialize(vault, name, opts = {})
      super()
      @data_bag = vault
      @raw_data["id"] = name
      @keys = ChefVault::ItemKeys.new(vault, "#{name}_keys")
      @secret = generate_secret
      @encrypted = false
      opts = { node_name: Chef::Config[:node_name], client_key_path: Chef::Config[:client_key],
               client_key_contents: Chef::Config[:client_key_contents] }.merge(opts)
      @node_name = opts[:node_name]
      @client_key_path = opts[:client_key_path]
      @client_key_contents = opts[:client_key_contents]
    end

    def load_keys(vault, keys)
      @keys = ChefVault::ItemKeys.load(vault, keys)
      @secret = secret
    end

    # The shared secret: this client's copy, decrypted with its private key.
    def secret
      unless @keys.include?(@node_name) && !@keys[@node_name].nil?
        raise ChefVault::Exceptions::SecretDecryption,
          "#{data_bag}/#{id} is not encrypted with your public key.  " \
          "Contact an administrator of the vault item to encrypt for you!"
      end
      pem = @client_key_contents || File.read(@client_key_path)
      begin
        OpenSSL::PKey::RSA.new(pem).private_decrypt(Base64.decode64(@keys[@node_name]))
      rescue OpenSSL::PKey::RSAError
        raise ChefVault::Exceptions::SecretDecryption,
          "#{data_bag}/#{id} is encrypted for you, but your private key failed to decrypt the contents.  " \
          "(if you regenerated your client key, have an administrator of the vault run 'knife vault refresh')"
      end
    end

    def generate_secret(key_size = 32) = SecureRandom.random_bytes(key_size)

    def clients(search_or_client = nil, _action = :add)
      return keys.clients if search_or_client.nil?

      raise NotImplementedError, "adding clients to a vault needs a Chef server (knife vault)"
    end

    def admins(admins = nil, _action = :add)
      return keys.admins if admins.nil?

      raise NotImplementedError, "adding admins to a vault needs a Chef server (knife vault)"
    end

    def search(search_query = nil) = search_query ? keys.search_query(search_query) : keys.search_query

    def mode(mode = nil) = keys.mode(mode)

    def remove(key) = @raw_data.delete(key)

    def save(_item_id = @raw_data["id"])
      raise NotImplementedError, "saving a vault item needs a Chef server (knife vault)"
    end

    def refresh(_clean_unknown_clients = false)
      raise NotImplementedError, "refreshing a vault needs a Chef server (knife vault)"
    end

    def rotate_keys!(_clean_unknown_clients = false)
      raise NotImplementedError, "rotating a vault's keys needs a Chef server (knife vault)"
    end

    def self.load(vault, name, opts = {})
      item = new(vault, name, opts)
      item.load_keys(vault, "#{name}_keys")
      begin
        item.raw_data = Chef::EncryptedDataBagItem.load(vault, name, item.secret).to_hash
      rescue Net::HTTPClientException => e
        raise unless e.response.code == "404"

        raise ChefVault::Exceptions::ItemNotFound, "#{vault}/#{name} could not be found"
      rescue Chef::Exceptions::ValidationFailed
        raise ChefVault::Exceptions::ItemNotFound, "#{vault}/#{name} could not be found"
      rescue Chef::EncryptedDataBagItem::DecryptionFailure
        raise ChefVault::Exceptions::SecretDecryption,
          "#{vault}/#{name} is encrypted for you, but your private key failed to decrypt the contents."
      end
      format_output(opts[:values], item) if opts[:values]
      item
    end

    def self.format_output(values, item)
      values.split(",").each do |value|
        value = value.strip
        $stdout.puts("#{value}: #{item[value]}")
      end
    end

    def self.vault?(vault, name) = data_bag_item_type(vault, name) == :vault

    # :vault (encrypted, with an `<name>_keys` item beside it), :encrypted or :normal
    def self.data_bag_item_type(vault, name)
      item = Loading.item(vault, name, ChefVault::Exceptions::ItemNotFound)
      encrypted = item.raw_data.detect { |_, v| v.is_a?(Hash) && v.key?("encrypted_data") }
      if encrypted && Chef::DataBag.load(vault).key?("#{name}_keys")
        :vault
      elsif encrypted
        :encrypted
      else
        :normal
      end
    end
  end
end
