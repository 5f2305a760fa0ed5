"""chef_client and chef_user in local mode's store (clients/, users/): the public key of
source_key_path or source_key, output_key_path in each format, idempotence, why-run with a
key made earlier in the run, delete, and Cheffish's failure without a key."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from cryptography.hazmat.primitives import serialization as ser
from cryptography.hazmat.primitives.asymmetric import rsa

URL_LESS = "at clients"


def make_key(path: Path, password: bytes | None = None) -> rsa.RSAPrivateKey:
    key = rsa.generate_private_key(public_exponent=65537, key_size=1024)
    crypt = ser.BestAvailableEncryption(password) if password else ser.NoEncryption()
    path.write_bytes(key.private_bytes(ser.Encoding.PEM, ser.PrivateFormat.PKCS8, crypt))
    return key


def spki(key: rsa.RSAPrivateKey) -> str:
    return key.public_key().public_bytes(ser.Encoding.PEM,
                                         ser.PublicFormat.SubjectPublicKeyInfo).decode()  # fmt: skip


def test_client_with_key_path_and_output_key(host, tmp_path):
    key = make_key(tmp_path / "bob.pem")
    text = ('chef_client "bob" do\n  source_key_path "/T/bob.pem".sub("/T", Dir.pwd)\n'
            '  output_key_path "/T/bob.pub".sub("/T", Dir.pwd)\n  validator true\nend\n')  # fmt: skip
    status, out = host.apply(text)
    assert status == 0, out
    assert f"    - create client bob {URL_LESS}\n" in out
    assert "    -   update validator from false to true\n" in out
    assert '    -   add public_key = "-----BEGIN PUBLIC KEY-----\\n' in out
    assert "    - create public key /T/bob.pub\n" in out
    client = json.loads((tmp_path / "clients/bob.json").read_text())
    assert client == {"name": "bob", "clientname": "bob", "admin": False, "validator": True,
                      "chef_type": "client", "public_key": spki(key)}  # fmt: skip
    pub = (tmp_path / "bob.pub").read_text()
    assert pub.startswith("ssh-rsa ")
    made = subprocess.run(["ssh-keygen", "-y", "-f", str(tmp_path / "bob.pem")],
                          capture_output=True, text=True, check=False)  # fmt: skip
    if made.returncode == 0:
        assert pub.split()[:2] == made.stdout.split()[:2]
    status, out = host.apply(text)
    assert "0/1 resources updated" in out, out
    status, out = host.apply(text.replace("  validator true\n", "  output_key_format :pem\n"))
    assert "    - overwrite public key /T/bob.pub\n" in out, out
    assert (tmp_path / "bob.pub").read_text() == spki(key)


def test_user_with_source_key_and_pass_phrase(host, tmp_path):
    key = make_key(tmp_path / "ann.pem", b"pw")
    pem = (tmp_path / "ann.pem").read_text()
    text = (f'chef_user "ann" do\n  source_key <<~K\n{pem}K\n  source_key_pass_phrase "pw"\n'
            '  email "ann@example.com"\n  display_name "Ann"\nend\n')  # fmt: skip
    status, out = host.apply(text)
    assert status == 0 and "    - create user ann at users\n" in out, out
    assert '    -   add email = "ann@example.com"\n' in out
    user = json.loads((tmp_path / "users/ann.json").read_text())
    assert user["username"] == "ann" and user["public_key"] == spki(key)
    assert user["json_class"] == "Chef::User" and user["display_name"] == "Ann"
    status, out = host.apply(text)
    assert "0/1 resources updated" in out, out


def test_why_run_assumes_the_key_made_before(host, tmp_path):
    text = ('openssl_rsa_private_key "/T/k.pem".sub("/T", Dir.pwd) do\n  key_length 1024\nend\n'
            'chef_client "c" do\n  source_key_path "/T/k.pem".sub("/T", Dir.pwd)\nend\n')  # fmt: skip
    status, out = host.apply(text, why_run=True)
    assert status == 0, out
    assert "    * Assuming key /T/k.pem would have been created\n" in out
    assert "    - Would create client c at clients\n" in out
    assert not (tmp_path / "clients").exists() and not (tmp_path / "k.pem").exists()
    status, out = host.apply(text)
    assert status == 0 and (tmp_path / "clients/c.json").exists(), out


def test_delete_and_json(host, tmp_path):
    make_key(tmp_path / "d.pem")
    text = 'chef_client "d" do\n  source_key_path "/T/d.pem".sub("/T", Dir.pwd)\nend\n'
    events = host.events(text)
    lines = [line for e in events if e.get("event") == "resource_update"
             for line in e["change"]["lines"]]  # fmt: skip
    assert lines[0] == "create client d at clients" and lines[1].startswith("  add public_key")
    status, out = host.apply('chef_client "d" do\n  action :delete\nend\n')
    assert (
        "    - delete client d at clients\n" in out and not (tmp_path / "clients/d.json").exists()
    )
    status, out = host.apply('chef_client "d" do\n  action :delete\nend\n')
    assert "0/1 resources updated" in out, out


@pytest.mark.parametrize("body, message", [
    ("", "You must specify a public key to create a client!"),
    ('  source_key "not a key"\n', "Could not read key from source_key"),
    ('  source_key_path "nokey-here"\n', "Could not find key nokey-here"),
    ("  output_key_format :xml\n", "output_key_format"),
])  # fmt: skip
def test_failures(host, body, message):
    status, out = host.apply(f'chef_client "f" do\n{body}end\n')
    assert status == 1 and message in out, out
