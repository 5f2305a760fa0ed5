"""chef-vault as Chef 18 ships it, read by a node: ChefVault::Item.load decrypts the client's
copy of the shared secret (in `<item>_keys`, default and sparse modes) with its private key,
then the item; chef_vault_item falls back to data_bag_item only when
node['chef-vault']['databag_fallback'] is set; chef_vault lists a vault's items."""

from __future__ import annotations

import base64
import io
import json
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from run_status import client

from toque.repo.encrypted_data_bags import encrypt_value
from toque.session import ClientOptions

SECRET = "shared-secret-of-the-vault-item!"


def vault_repo(tmp_path: Path, recipe: str) -> tuple[Path, Path]:
    """A repo with vault `secrets`: `db` (default mode, for client `node1`), `api` (sparse
    mode), `plain` (a normal item); the client key; the cookbook running `recipe`."""
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = tmp_path / "client.pem"
    pem.write_bytes(key.private_bytes(serialization.Encoding.PEM,
                                      serialization.PrivateFormat.TraditionalOpenSSL,
                                      serialization.NoEncryption()))  # fmt: skip
    mine = base64.b64encode(key.public_key().encrypt(SECRET.encode(), padding.PKCS1v15()))
    bag = tmp_path / "repo" / "data_bags" / "secrets"
    bag.mkdir(parents=True)

    def write(name: str, data: dict) -> None:
        (bag / f"{name}.json").write_text(json.dumps({"id": name, **data}))

    write("db", {"password": encrypt_value("hunter2", SECRET),
                 "_default": encrypt_value({"port": 5432}, SECRET)})  # fmt: skip
    write("db_keys", {"admins": ["admin"], "clients": ["node1"], "search_query": "*:*",
                      "mode": "default", "node1": mine.decode()})  # fmt: skip
    write("api", {"token": encrypt_value("t0k3n", SECRET)})
    write("api_keys", {"admins": [], "clients": ["node1"], "search_query": "role:api",
                       "mode": "sparse"})  # fmt: skip
    write("api_key_node1", {"node1": mine.decode()})
    write("plain", {"user": "bob"})
    cb = tmp_path / "repo" / "cookbooks" / "app"
    (cb / "recipes").mkdir(parents=True)
    (cb / "metadata.rb").write_text("name 'app'\nversion '1.0.0'\n")
    setup = f"Chef::Config[:node_name] = 'node1'\nChef::Config[:client_key] = '{pem}'\n"
    (cb / "recipes" / "default.rb").write_text(setup + recipe)
    return cb.parent, tmp_path / "lock"


def run(tmp_path: Path, recipe: str) -> list[str]:
    books, lock = vault_repo(tmp_path, recipe)
    out = io.StringIO()
    status = client(ClientOptions(["app"], [str(books)], lock_file=str(lock)), out)
    assert status == 0, out.getvalue()
    text = out.getvalue()  # what the recipe printed, between the formatter's lines
    return text.split("Compiling cookbooks...\n")[1].split("Converging")[0].splitlines()


def test_vault_items_load_in_default_and_sparse_mode(tmp_path):
    lines = run(
        tmp_path,
        """
item = ChefVault::Item.load('secrets', 'db')
puts item['password'], item['_default']['port'], item.class, item.is_a?(Chef::DataBagItem)
puts chef_vault_item('secrets', 'api')['token']
puts ChefVault::Item.vault?('secrets', 'db'), ChefVault::Item.vault?('secrets', 'plain')
puts ChefVault::Item.data_bag_item_type('secrets', 'plain')
puts item.keys.clients.inspect, item.search, item.admins.inspect
puts chef_vault('secrets').sort.inspect
puts chef_vault_item_for_environment('secrets', 'db')['port']
puts require('chef-vault'), ChefVault::VERSION.split('.').size""",
    )
    assert lines == [
        "hunter2", "5432", "ChefVault::Item", "true",
        "t0k3n",
        "true", "false",
        "normal",
        '["node1"]', "*:*", '["admin"]',
        '["api", "api_key_node1", "db", "plain"]',
        "5432",
        "true", "3",
    ]  # fmt: skip


def test_errors_are_chef_vaults(tmp_path):
    lines = run(
        tmp_path,
        """
[-> { ChefVault::Item.load('secrets', 'nothere') },
 -> { Chef::Config[:node_name] = 'other'; ChefVault::Item.load('secrets', 'db') },
 -> { chef_vault_item('secrets', 'plain') },
 -> { chef_vault('nobag') }].each do |load|
  load.call
rescue ChefVault::Exceptions, RuntimeError => e
  puts "#{e.class}: #{e.message}"
end
Chef::Config[:node_name] = 'node1'
node.default['chef-vault']['databag_fallback'] = true
puts chef_vault_item('secrets', 'plain')['user']""",
    )
    assert lines == [
        "ChefVault::Exceptions::KeysNotFound: secrets/nothere_keys could not be found",
        "ChefVault::Exceptions::SecretDecryption: secrets/db is not encrypted with your "
        "public key.  Contact an administrator of the vault item to encrypt for you!",
        "RuntimeError: Trying to load a regular data bag item plain from secrets, and "
        "databag_fallback is disabled",
        "RuntimeError: 'nobag' is not a vault",
        "bob",
    ]
