"""Encrypted data bag items (Chef::EncryptedDataBagItem) in Chef's formats 1, 2 and 3, read
with a secret string, a secret file or Chef::Config[:encrypted_data_bag_secret]; and
Chef::DataBag.list/load, Chef::DataBagItem.load. The items in encrypted/ were written by
MRI's OpenSSL (encrypted/make_fixtures.rb)."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
from run_status import client

from toque.session import ClientOptions

FIXTURES = Path(__file__).parent / "encrypted"
SECRET = (FIXTURES / "secret").read_text().strip()


def run(tmp_path: Path, recipe: str, **kw) -> tuple[int, str, str]:
    cb = tmp_path / "repo" / "cookbooks" / "app"
    (cb / "recipes").mkdir(parents=True)
    (cb / "metadata.rb").write_text("name 'app'\nversion '1.0.0'\n")
    (cb / "recipes" / "default.rb").write_text(recipe)
    bag = tmp_path / "repo" / "data_bags" / "creds"
    bag.mkdir(parents=True)
    for item in FIXTURES.glob("v*.json"):
        shutil.copy(item, bag)
    (tmp_path / "repo" / "data_bags" / "plain").mkdir()
    (tmp_path / "repo" / "data_bags" / "plain" / "one.json").write_text('{"id": "one", "a": 1}')
    shutil.copy(FIXTURES / "secret", tmp_path / "secret")
    report = tmp_path / "report"
    out = io.StringIO()
    options = ClientOptions(["app"], [str(cb.parent)], lock_file=str(tmp_path / "lock"), **kw)
    status = client(options, out)
    return status, out.getvalue(), report.read_text() if report.exists() else ""


def report(tmp_path: Path, lines: str) -> str:
    return f"r = []\n{lines}\nfile '{tmp_path / 'report'}' do\n  content r.join(\"\\n\")\nend\n"


@pytest.mark.parametrize("version", [1, 2, 3])
def test_each_format_decrypts_with_a_secret_string_and_a_secret_file(tmp_path, version):
    lines = (
        f"item = Chef::EncryptedDataBagItem.load('creds', 'v{version}', '{SECRET}')\n"
        "r << item.class << item['id'] << item['password'] << item['port'].inspect\n"
        "r << item['users'].inspect\n"
        f"secret = Chef::EncryptedDataBagItem.load_secret('{tmp_path / 'secret'}')\n"
        f"r << data_bag_item('creds', 'v{version}', secret)['password']\n"
        f"r << data_bag_item('creds', 'v{version}', secret).to_h.keys.sort.inspect\n"
    )
    status, out, text = run(tmp_path, report(tmp_path, lines))
    assert status == 0, out
    assert text.splitlines() == [
        "Chef::EncryptedDataBagItem", f"v{version}", "s3cr3t", "3306",
        '{"root"=>["a", 1, nil, true]}', "s3cr3t", '["id", "password", "port", "users"]',
    ]  # fmt: skip


def test_the_configured_secret_file_is_used_when_none_is_given(tmp_path):
    lines = "r << data_bag_item('creds', 'v3')['password'] << Chef::DataBagItem.load('plain', 'one')['a'].to_s"
    status, out, text = run(tmp_path, report(tmp_path, lines),
                            settings={"encrypted_data_bag_secret": str(tmp_path / "secret")})  # fmt: skip
    assert status == 0, out
    assert text == "s3cr3t\n1"


def test_a_wrong_secret_raises_chefs_decryption_failure(tmp_path):
    lines = (
        "[1, 2, 3].each do |v|\n"
        "  begin\n    Chef::EncryptedDataBagItem.load('creds', \"v#{v}\", 'wrong')['password']\n"
        "  rescue Chef::EncryptedDataBagItem::DecryptionFailure => e\n    r << e.message\n  end\nend"
    )
    status, out, text = run(tmp_path, report(tmp_path, lines))
    assert status == 0, out
    lines = text.splitlines()
    assert lines[1] == (
        "Error decrypting data bag value: 'invalid hmac'. Most likely the provided key is incorrect"
    )
    assert all(line.startswith("Error decrypting data bag value") for line in lines)


def test_no_secret_anywhere_is_an_argument_error(tmp_path):
    lines = (
        "begin\n  data_bag_item('creds', 'v1')\nrescue ArgumentError => e\n  r << e.message\nend"
    )
    status, out, text = run(tmp_path, report(tmp_path, lines))
    assert status == 0, out
    assert text == "No secret specified and no secret found at /etc/chef/encrypted_data_bag_secret"


def test_data_bag_list_and_load_and_a_round_trip(tmp_path):
    lines = (
        "r << Chef::DataBag.list.inspect << Chef::DataBag.load('creds').keys.inspect\n"
        f"enc = Chef::EncryptedDataBagItem.encrypt_data_bag_item({{'id' => 'x', 'k' => [1, 'two']}}, '{SECRET}')\n"
        "r << enc['k']['version'].to_s << enc['k']['cipher']\n"
        f"r << Chef::EncryptedDataBagItem.new(enc, '{SECRET}')['k'].inspect"
    )
    status, out, text = run(tmp_path, report(tmp_path, lines))
    assert status == 0, out
    assert text.splitlines() == [
        '{"creds"=>"data_bag/creds", "plain"=>"data_bag/plain"}', '["v1", "v2", "v3"]',
        "3", "aes-256-gcm", '[1, "two"]',
    ]  # fmt: skip
