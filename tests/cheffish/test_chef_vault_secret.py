"""chef_vault_secret in local mode: the vault item and its _keys item written to the repo's
data bags for the admins (users, else clients) and the clients a node search finds; read
back by the node with chef-vault; idempotent for a node that can open it; why-run; delete;
the kitchen recipe's shape; failures."""

from __future__ import annotations

import io
import json
from pathlib import Path

from run_status import client

from toque.session import ClientOptions

SETUP = """
Chef::Config[:node_name] = 'node1'
Chef::Config[:client_key] = '{key}'
chef_data_bag "creds"
private_key '{key}' do
  size 1024
end
chef_client "node1" do
  source_key_path '{key}'
end
chef_node "node1"
"""


def converge(tmp_path: Path, recipe: str, why_run: bool = False) -> tuple[int, str]:
    repo = tmp_path / "repo"
    cb = repo / "cookbooks" / "app"
    (cb / "recipes").mkdir(parents=True, exist_ok=True)
    (cb / "metadata.rb").write_text("name 'app'\nversion '1.0.0'\n")
    (cb / "recipes" / "default.rb").write_text(SETUP.format(key=tmp_path / "node1.pem") + recipe)
    out = io.StringIO()
    options = ClientOptions(["app"], [str(repo / "cookbooks")], lock_file=str(tmp_path / "lock"),
                            why_run=why_run)  # fmt: skip
    status = client(options, out)
    return status, out.getvalue().replace(str(tmp_path), "/T")


VAULT = """
chef_vault_secret "db" do
  data_bag "creds"
  raw_data("password" => "hunter2", "port" => 5432)
  admins "node1"
  search "*:*"
end
ruby_block "read" do
  block { puts "got=#{chef_vault_item('creds', 'db')['password']}" }
end
"""


def test_vault_written_read_back_and_idempotent(tmp_path):
    status, out = converge(tmp_path, VAULT)
    assert status == 0, out
    assert "    - create new chef_vault_secret[db]\n" in out
    assert '    -   set raw_data to {"password" => "hunter2", "port" => 5432}\n' in out
    assert "got=hunter2" in out
    bag = tmp_path / "repo" / "data_bags" / "creds"
    item = json.loads((bag / "db.json").read_text())
    assert item["id"] == "db" and item["password"]["cipher"] == "aes-256-gcm"
    keys = json.loads((bag / "db_keys.json").read_text())
    assert keys["admins"] == ["node1"] and keys["clients"] == [] and keys["mode"] == "default"
    assert keys["search_query"] == "*:*" and isinstance(keys["node1"], str)
    status, out = converge(tmp_path, VAULT)
    assert status == 0 and "chef_vault_secret[db] action create (up to date)" in out, out
    status, out = converge(tmp_path, VAULT.replace("hunter2", "swordfish"))
    assert "    - update chef_vault_secret[db]\n" in out and "got=swordfish" in out, out


def test_clients_from_search_and_names(tmp_path):
    extra = ("chef_client 'web1' do\n  source_key_path '/T/node1.pem'.sub('/T', %q(" + str(tmp_path)
             + "))\nend\nchef_node 'web1'\n")  # fmt: skip
    status, out = converge(
        tmp_path, extra + VAULT.replace('admins "node1"', 'admins "node1"\n  clients ["web1"]')
    )
    assert status == 0, out
    keys = json.loads((tmp_path / "repo/data_bags/creds/db_keys.json").read_text())
    assert keys["clients"] == ["web1"] and set(keys) >= {"node1", "web1"}


def test_why_run_and_delete(tmp_path):
    status, out = converge(tmp_path, VAULT, why_run=True)
    assert status == 0, out
    assert "    - Would create new chef_vault_secret[db]\n" in out
    assert not (tmp_path / "repo" / "data_bags").exists()
    converge(tmp_path, VAULT)
    gone = (
        'chef_vault_secret "db" do\n  data_bag "creds"\n  admins "node1"\n  action :delete\nend\n'
    )
    status, out = converge(tmp_path, gone)
    assert "    - delete data bag item db at chefzero://localhost:1\n" in out, out
    assert "    - delete data bag item db_keys at chefzero://localhost:1\n" in out
    assert not (tmp_path / "repo/data_bags/creds/db.json").exists()


def test_failures(tmp_path):
    status, out = converge(tmp_path, VAULT.replace('admins "node1"', 'admins "nobody"'))
    assert status == 1 and "nobody is not a valid chef user or client" in out, out
    status, out = converge(tmp_path, 'chef_vault_secret "x" do\n  data_bag "creds"\nend\n')
    assert status == 1 and "admins is a required property" in out, out
