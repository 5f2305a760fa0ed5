"""chef_data_bag and chef_data_bag_item against local mode's store (data_bags/ of the repo):
create, merge or replace (`complete`), encrypt with a secret, re-encrypt, decrypt, delete;
idempotent second runs, why-run, -F json, and Cheffish's failures."""

from __future__ import annotations

import io
import json
from pathlib import Path

from run_status import client

from toque.repo.encrypted_data_bags import decrypt_value
from toque.session import ClientOptions

URL = "chefzero://localhost:1"


def item(root: Path, bag: str, name: str) -> dict:
    return json.loads((root / "data_bags" / bag / f"{name}.json").read_text())


def test_bag_and_plain_item_then_idempotent(host, tmp_path):
    text = ('chef_data_bag "creds"\n'
            'chef_data_bag_item "creds/plain" do\n  raw_data("user" => "bob", "n" => 1)\nend\n')  # fmt: skip
    status, out = host.apply(text)
    assert status == 0, out
    assert f"    - create data bag creds at {URL}\n" in out
    assert (f"    - create data bag item plain at {URL}\n"
            '    -   add user = "bob"\n    -   add n = 1\n') in out  # fmt: skip
    assert item(tmp_path, "creds", "plain") == {"id": "plain", "user": "bob", "n": 1}
    assert (tmp_path / "data_bags/creds/plain.json").read_text().startswith('{\n  "id": "plain",')
    status, out = host.apply(text)
    assert status == 0 and "0/2 resources updated" in out, out


def test_merge_update_and_complete(host, tmp_path):
    host.apply(
        'chef_data_bag "b"\nchef_data_bag_item "b/i" do\n  raw_data("a" => 1, "b" => 2)\nend\n'
    )
    status, out = host.apply(
        'chef_data_bag_item "i" do\n  data_bag "b"\n  raw_data("a" => 5)\nend\n'
    )
    assert status == 0, out
    assert f"    - update data bag item i at {URL}\n    -   update a from 1 to 5\n" in out
    assert item(tmp_path, "b", "i") == {"id": "i", "a": 5, "b": 2}  # merged
    status, out = host.apply(
        'chef_data_bag_item "b/i" do\n  raw_data("c" => [1])\n  complete true\nend\n'
    )
    assert "    -   add c = [1]\n" in out and "    -   remove a\n" in out, out
    assert item(tmp_path, "b", "i") == {"id": "i", "c": [1]}


def test_encrypted_item_reencrypt_and_decrypt(host, tmp_path):
    (tmp_path / "secret").write_text("file-secret\n")
    text = ('chef_data_bag "s"\nchef_data_bag_item "s/pw" do\n'
            '  raw_data("password" => "hunter2")\n  secret "one"\nend\n')  # fmt: skip
    status, out = host.apply(text)
    assert status == 0 and "    -   add password\n" in out and "hunter2" not in out, out
    stored = item(tmp_path, "s", "pw")
    assert stored["password"]["version"] == 3 and stored["password"]["cipher"] == "aes-256-gcm"
    assert decrypt_value(stored["password"], "one") == "hunter2"
    status, out = host.apply(text)
    assert "0/2 resources updated" in out, out  # the same plaintext: nothing to do
    status, out = host.apply(
        'chef_data_bag_item "s/pw" do\n  secret_path "/T/secret".sub("/T", Dir.pwd)\n'
        '  old_secret "one"\n  encryption_version 2\nend\n')  # fmt: skip
    assert "    - update data bag item pw at" in out, out
    assert "    - re-encrypt with new secret from v3 to v2 encryption\n" in out
    stored = item(tmp_path, "s", "pw")
    assert stored["password"]["version"] == 2 and "hmac" in stored["password"]
    assert decrypt_value(stored["password"], "file-secret") == "hunter2"
    status, out = host.apply('chef_data_bag_item "s/pw" do\n  encrypt false\n'
                             '  old_secret "file-secret"\nend\n')  # fmt: skip
    assert "    - decrypt data bag item to plaintext\n" in out, out
    assert item(tmp_path, "s", "pw") == {"id": "pw", "password": "hunter2"}


def test_delete_item_and_bag(host, tmp_path):
    host.apply('chef_data_bag "d"\nchef_data_bag_item "d/x"\n')
    assert item(tmp_path, "d", "x") == {"id": "x"}
    text = 'chef_data_bag_item "d/x" do\n  action :delete\nend\nchef_data_bag "d" do\n  action :delete\nend\n'
    status, out = host.apply(text)
    assert f"    - delete data bag item x at {URL}\n" in out
    assert f"    - delete data bag d at {URL}\n" in out and not (tmp_path / "data_bags/d").exists()
    status, out = host.apply(text)
    assert "0/2 resources updated" in out, out


def test_why_run_changes_nothing(host, tmp_path):
    text = 'chef_data_bag "w"\nchef_data_bag_item "w/i" do\n  raw_data("k" => "v")\nend\n'
    status, out = host.apply(text, why_run=True)
    assert status == 0, out
    assert f"    - Would create data bag w at {URL}\n" in out
    assert "Assuming data bag w would have been created" in out
    assert not (tmp_path / "data_bags").exists()


def test_json_events(host):
    events = host.events(
        'chef_data_bag "j"\nchef_data_bag_item "j/i" do\n  raw_data("k" => 1)\nend\n'
    )
    lines = [line for e in events if e.get("event") == "resource_update"
             for line in e["change"]["lines"]]  # fmt: skip
    assert lines == [f"create data bag j at {URL}", f"create data bag item i at {URL}",
                     "  add k = 1"], events  # fmt: skip


def test_failures(host, tmp_path):
    status, out = host.apply('chef_data_bag_item "nobag/i"\n')
    assert status == 1 and "data bag nobag does not exist" in out, out
    status, out = host.apply('chef_data_bag_item "lonely"\n')
    assert status == 1 and "no data bag: name it 'BAG/ID' or give data_bag" in out, out
    host.apply(
        'chef_data_bag "e"\nchef_data_bag_item "e/i" do\n  raw_data("a" => 1)\n  secret "x"\nend\n'
    )
    status, out = host.apply(
        'chef_data_bag_item "e/i" do\n  raw_data("a" => 2)\n  secret "y"\nend\n'
    )
    assert status == 1 and "Cannot encrypt e/i due to failure to decrypt existing resource" in out
    status, out = host.apply('chef_data_bag "bad name!"\n')
    assert status == 1 and "data_bag_name's value bad name! does not match" in out, out
    status, out = host.apply('chef_data_bag_item "e/j" do\n  encrypt true\nend\n')
    assert "has encryption on but no secret or secret_path is specified" in out, out


def test_client_run_writes_the_repo_beside_the_cookbooks(tmp_path):
    cb = tmp_path / "repo" / "cookbooks" / "app"
    (cb / "recipes").mkdir(parents=True)
    (cb / "metadata.rb").write_text("name 'app'\nversion '1.0.0'\n")
    (cb / "recipes" / "default.rb").write_text(
        'chef_data_bag "users"\nchef_data_bag_item "users/ann" do\n  raw_data("uid" => 7)\nend\n'
        'ruby_block "read" do\n  block { puts "uid=#{data_bag_item("users", "ann")["uid"]}" }\nend\n'
    )
    out = io.StringIO()
    status = client(ClientOptions(["app"], [str(tmp_path / "repo" / "cookbooks")],
                                  lock_file=str(tmp_path / "lock")), out)  # fmt: skip
    assert status == 0, out.getvalue()
    assert item(tmp_path / "repo", "users", "ann") == {"id": "ann", "uid": 7}
    assert "uid=7" in out.getvalue()
