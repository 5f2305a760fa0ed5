"""private_key and public_key: generated RSA/DSA keys (PEM, DER, with a pass phrase),
reformatting a source key, public halves in OpenSSH/PEM/DER, idempotence, :regenerate,
mode repair, why-run with keys made earlier in the run, delete, and failures."""

from __future__ import annotations

import os
import subprocess

import pytest

from toque.stdlib_cookbooks.core._openssl import load_private


def check(args: list[str]) -> None:
    subprocess.run(["openssl", *args, "-noout", "-check"], check=True, capture_output=True)


def test_generate_with_public_key_then_idempotent(host, tmp_path):
    text = ('private_key "/T/a.pem".sub("/T", Dir.pwd) do\n  size 1024\n'
            '  public_key_path "/T/a.pub".sub("/T", Dir.pwd)\nend\n')  # fmt: skip
    status, out = host.apply(text)
    assert status == 0, out
    assert "    - create rsa private key /T/a.pem (1024 bits)\n" in out
    assert "    - write openssh public key /T/a.pub from private key\n" in out
    assert oct((tmp_path / "a.pem").stat().st_mode & 0o777) == "0o600"
    assert (tmp_path / "a.pem").read_text().startswith("-----BEGIN RSA PRIVATE KEY-----\n")
    check(["rsa", "-in", str(tmp_path / "a.pem")])
    assert (tmp_path / "a.pub").read_text().startswith("ssh-rsa ")
    before = (tmp_path / "a.pem").read_bytes()
    status, out = host.apply(text)
    assert "0/1 resources updated" in out and (tmp_path / "a.pem").read_bytes() == before, out
    os.chmod(tmp_path / "a.pem", 0o644)
    status, out = host.apply(text)
    assert "    - change mode of private key /T/a.pem to 600\n" in out, out
    status, out = host.apply(text.replace("do\n", "do\n  action :regenerate\n"))
    assert "    - overwrite rsa private key /T/a.pem (1024 bits)\n" in out
    assert (tmp_path / "a.pem").read_bytes() != before


def test_pass_phrase_der_dsa_and_reformat(host, tmp_path):
    text = ('private_key "/T/p.pem".sub("/T", Dir.pwd) do\n  size 1024\n  pass_phrase "pw"\n'
            '  cipher "AES-256-CBC"\nend\n'
            'private_key "/T/p.der".sub("/T", Dir.pwd) do\n  source_key_path "/T/p.pem".sub("/T", Dir.pwd)\n'
            '  source_key_pass_phrase "pw"\n  format :der\nend\n'
            'private_key "/T/d.pem".sub("/T", Dir.pwd) do\n  type :dsa\n  size 1024\nend\n')  # fmt: skip
    status, out = host.apply(text)
    assert status == 0, out
    assert "    - create rsa private key /T/p.pem (1024 bits, AES-256-CBC password)\n" in out
    assert "    - reformat key at /T/p.pem to der private key /T/p.der ()\n" in out
    assert "    - create dsa private key /T/d.pem (1024 bits)\n" in out
    assert "DEK-Info: AES-256-CBC," in (tmp_path / "p.pem").read_text()
    key = load_private((tmp_path / "p.pem").read_bytes(), "pw")
    der = load_private((tmp_path / "p.der").read_bytes(), None)
    assert key.private_numbers() == der.private_numbers()
    assert "BEGIN DSA PRIVATE KEY" in (tmp_path / "d.pem").read_text()
    status, out = host.apply(text)
    assert "0/3 resources updated" in out, out


def test_public_key_formats_and_delete(host, tmp_path):
    host.apply('private_key "/T/s.pem".sub("/T", Dir.pwd) do\n  size 1024\nend\n')
    text = ('public_key "/T/s.pub".sub("/T", Dir.pwd) do\n  source_key_path "/T/s.pem".sub("/T", Dir.pwd)\n'
            "  format :pem\nend\n")  # fmt: skip
    status, out = host.apply(text)
    assert "    - write pem public key /T/s.pub from private key /T/s.pem\n" in out, out
    assert (tmp_path / "s.pub").read_text().startswith("-----BEGIN PUBLIC KEY-----\n")
    status, out = host.apply(text)
    assert "0/1 resources updated" in out, out
    status, out = host.apply(text.replace(":pem", ":der"))
    assert "    - write der public key /T/s.pub from private key /T/s.pem\n" in out, out
    delete = ('public_key "/T/s.pub".sub("/T", Dir.pwd) do\n  action :delete\nend\n'
              'private_key "/T/s.pem".sub("/T", Dir.pwd) do\n  action :delete\nend\n')  # fmt: skip
    status, out = host.apply(delete)
    assert (
        "    - delete public key /T/s.pub\n" in out and "    - delete private key /T/s.pem\n" in out
    )
    assert not (tmp_path / "s.pem").exists()
    status, out = host.apply(delete)
    assert "0/2 resources updated" in out, out


def test_why_run_and_json(host, tmp_path):
    text = ('private_key "/T/w.pem".sub("/T", Dir.pwd) do\n  size 1024\nend\n'
            'public_key "/T/w.pub".sub("/T", Dir.pwd) do\n  source_key_path "/T/w.pem".sub("/T", Dir.pwd)\nend\n')  # fmt: skip
    status, out = host.apply(text, why_run=True)
    assert status == 0, out
    assert "    - Would create rsa private key /T/w.pem (1024 bits)\n" in out
    assert "    * Assuming key /T/w.pem would have been created\n" in out
    assert not (tmp_path / "w.pem").exists()
    events = host.events(text)
    lines = [line for e in events if e.get("event") == "resource_update"
             for line in e["change"]["lines"]]  # fmt: skip
    assert lines == ["create rsa private key /T/w.pem (1024 bits)",
                     "write openssh public key /T/w.pub from private key /T/w.pem"]  # fmt: skip


@pytest.mark.parametrize("text, message", [
    ('public_key "/T/x.pub".sub("/T", Dir.pwd)\n', "No source key specified"),
    ('private_key "/T/x.pem".sub("/T", Dir.pwd) do\n  format :xml\nend\n', "format"),
    ('private_key "/T/x.pem".sub("/T", Dir.pwd) do\n  cipher "ROT13"\nend\n', "cipher"),
    ('private_key "relative-key-name"\n', "Could not find key relative-key-name and "
     "Chef::Config.private_key_write_path is not set."),
])  # fmt: skip
def test_failures(host, text, message, monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    status, out = host.apply(text)
    assert status == 1 and message in out, out


def test_unreadable_existing_key(host, tmp_path):
    (tmp_path / "e.pem").write_text("garbage\n")
    status, out = host.apply('private_key "/T/e.pem".sub("/T", Dir.pwd)\n')
    assert status == 1 and "Could not read private key from /T/e.pem: missing pass phrase?" in out
