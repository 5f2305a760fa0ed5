"""openssl key resources: RSA and EC private keys (encrypted with each cipher, left alone
when valid, replaced when the password no longer opens them), their public keys, dhparam,
why-run, json, and Chef's validation and failure messages."""

from __future__ import annotations

import subprocess

import pytest
from cryptography.hazmat.primitives import serialization as ser
from cryptography.hazmat.primitives.asymmetric import dh

from toque.stdlib_cookbooks.core._openssl import load_private


def openssl_check(kind: str, path, password: str | None = None) -> None:
    """The system's openssl reads what toque wrote."""
    args = ["openssl", kind, "-in", str(path), "-noout", "-check"]
    args += ["-passin", f"pass:{password}"] if password else []
    subprocess.run(args, check=True, capture_output=True)


@pytest.mark.parametrize("cipher", ["des3", "aes-128-cbc", "aes-192-cbc", "aes256"])
def test_rsa_private_key_encrypted_then_left_alone(host, tmp_path, cipher):
    key = tmp_path / "k.pem"
    text = (f"openssl_rsa_private_key '{key}' do\n  key_length 1024\n  key_pass 'secret'\n"
            f"  key_cipher '{cipher}'\nend\n")  # fmt: skip
    status, out = host.apply(text)
    assert status == 0, out
    assert "    - create 1024 bit RSA key /T/k.pem\n" in out
    assert "    * file[/T/k.pem] action create\n" in out and "suppressed sensitive resource" in out
    assert oct(key.stat().st_mode & 0o777) == "0o600"
    assert "Proc-Type: 4,ENCRYPTED" in key.read_text()
    openssl_check("rsa", key, "secret")
    before = key.read_bytes()
    status, out = host.apply(text)
    assert "0/1 resources updated" in out and key.read_bytes() == before
    status, out = host.apply(text.replace("'secret'", "'other'"))  # no longer opens: replaced
    assert "create 1024 bit RSA key" in out and key.read_bytes() != before
    assert load_private(key.read_bytes(), "other") is not None


def test_force_owner_group_mode_and_alias(host, tmp_path):
    key = tmp_path / "f.pem"
    text = (
        f"openssl_rsa_key '{key}' do\n  key_length 1024\n  mode '0640'\n  owner 0\n  group 0\nend\n"
    )
    status, out = host.apply(text)
    assert status == 0 and oct(key.stat().st_mode & 0o777) == "0o640", out
    assert key.read_text().startswith("-----BEGIN RSA PRIVATE KEY-----\n")
    before = key.read_bytes()
    status, out = host.apply(text.replace("end\n", "  force true\nend\n"))
    assert "create 1024 bit RSA key" in out and key.read_bytes() != before


def test_public_keys_from_path_and_content(host, tmp_path):
    rsa_key, ec_key = tmp_path / "r.pem", tmp_path / "e.pem"
    text = (f"openssl_rsa_private_key '{rsa_key}' do\n  key_length 1024\n  key_pass 'pw'\nend\n"
            f"openssl_rsa_public_key '{tmp_path}/r.pub' do\n  private_key_path '{rsa_key}'\n"
            "  private_key_pass 'pw'\nend\n"
            f"openssl_ec_private_key '{ec_key}' do\n  key_curve 'secp384r1'\nend\n"
            f"openssl_ec_public_key '{tmp_path}/e.pub' do\n  private_key_path '{ec_key}'\nend\n")  # fmt: skip
    status, out = host.apply(text)
    assert status == 0, out
    assert "    - Create an EC private key /T/e.pem\n" in out
    assert (
        "  * openssl_rsa_public_key[/T/r.pub] action create\n    * file[/T/r.pub] action create\n"
        in out
    )
    rsa_pub = (tmp_path / "r.pub").read_text()
    assert rsa_pub.startswith("-----BEGIN PUBLIC KEY-----\n")
    assert oct((tmp_path / "r.pub").stat().st_mode & 0o777) == "0o640"
    assert ser.load_pem_public_key((tmp_path / "e.pub").read_bytes()).curve.name == "secp384r1"
    status, out = host.apply(text)
    assert "Infra Phase complete, 0/" in out, out
    content = rsa_key.read_text().replace("\n", "\\n")
    again = (f"openssl_rsa_public_key '{tmp_path}/c.pub' do\n  private_key_content \"{content}\"\n"
             "  private_key_pass 'pw'\nend\n")  # fmt: skip
    status, out = host.apply(again)
    assert status == 0 and (tmp_path / "c.pub").read_text() == rsa_pub, out


def test_public_key_failures(host, tmp_path):
    key = tmp_path / "r.pem"
    host.apply(f"openssl_rsa_private_key '{key}' do\n  key_length 1024\n  key_pass 'pw'\nend\n")
    status, out = host.apply(f"openssl_rsa_public_key '{tmp_path}/x.pub' do\n"
                             f"  private_key_path '{key}'\n  private_key_pass 'bad'\nend\n")  # fmt: skip
    assert status == 1 and "/T/r.pem not a valid private RSA key or password is invalid" in out
    status, out = host.apply(f"openssl_rsa_public_key '{tmp_path}/x.pub'\n")
    assert status == 1 and ("You must specify the private key with either 'private_key_path' "
                            "or 'private_key_content' properties.") in out  # fmt: skip
    status, out = host.apply(f"openssl_ec_public_key '{tmp_path}/x.pub' do\n"
                             f"  private_key_path '{key}'\n  private_key_content 'x'\nend\n")  # fmt: skip
    assert status == 1 and "You cannot specify both 'private_key_path' and" in out


def test_validation_messages(host, tmp_path):
    status, out = host.apply(f"openssl_rsa_private_key '{tmp_path}/k' do\n  key_length 1000\nend\n")
    assert status == 1 and "key_length (bits) must be 1024, 2048, 4096, or 8192!" in out
    status, out = host.apply(
        f"openssl_rsa_private_key '{tmp_path}/k' do\n  key_cipher 'rot13'\nend\n"
    )
    assert (
        status == 1
        and "Option key_cipher's value rot13 key_cipher must be a cipher known to openssl." in out
    )
    status, out = host.apply(f"openssl_ec_private_key '{tmp_path}/k' do\n  key_curve 'p1'\nend\n")
    assert (
        status == 1 and 'Option key_curve must be equal to one of: "secp384r1", "secp521r1"' in out
    )
    status, out = host.apply(
        f"openssl_ec_private_key '{tmp_path}/k' do\n  key_curve 'secp256k1'\nend\n"
    )
    assert status == 1 and "Specified curve is not available on this system" in out
    status, out = host.apply(f"openssl_dhparam '{tmp_path}/d' do\n  generator 3\nend\n")
    assert status == 1 and "generator must be either 2 or 5." in out
    status, out = host.apply(f"openssl_dhparam '{tmp_path}/d' do\n  key_length 512\nend\n")
    assert status == 1 and "key_length must be 1024, 2048, 4096, or 8192." in out


def test_dhparam_generated_kept_and_mode_enforced(host, tmp_path):
    path = tmp_path / "dh.pem"
    text = f"openssl_dhparam 'dh' do\n  path '{path}'\n  key_length 1024\nend\n"
    status, out = host.apply(text)
    assert status == 0, out
    params = ser.load_pem_parameters(path.read_bytes()).parameter_numbers()
    assert params.g == 2 and params.p.bit_length() == 1024
    assert oct(path.stat().st_mode & 0o777) == "0o640"
    before = path.read_bytes()
    path.chmod(0o644)
    status, out = host.apply(text)  # valid: content kept, mode put back
    assert "change mode from '0644' to '0640'" in out and path.read_bytes() == before
    status, out = host.apply(text)
    assert "Infra Phase complete, 0/" in out, out
    small = dh.generate_parameters(5, 512).parameter_bytes(
        ser.Encoding.PEM, ser.ParameterFormat.PKCS3
    )
    path.write_bytes(small)  # any valid parameters are left alone, whatever their size
    status, out = host.apply(text)
    assert path.read_bytes() == small, out
    path.write_text("garbage\n")
    status, out = host.apply(text)
    assert status == 0 and b"BEGIN DH PARAMETERS" in path.read_bytes(), out


def test_why_run_and_json(host, tmp_path):
    key, pub = tmp_path / "w.pem", tmp_path / "w.pub"
    text = (f"openssl_ec_private_key '{key}'\nopenssl_dhparam '{tmp_path}/dh.pem' do\n"
            "  key_length 1024\nend\n")  # fmt: skip
    status, out = host.apply(text, why_run=True)
    assert status == 0, out
    assert "    - Would Create an EC private key /T/w.pem\n" in out
    assert "      - Would create new file /T/dh.pem\n" in out
    assert not key.exists() and not (tmp_path / "dh.pem").exists()
    events = host.events(f"openssl_rsa_private_key '{key}' do\n  key_length 1024\nend\n"
                         f"openssl_rsa_public_key '{pub}' do\n  private_key_path '{key}'\nend\n")  # fmt: skip
    lines = [
        line for e in events if e.get("event") == "resource_update" for line in e["change"]["lines"]
    ]
    assert "create 1024 bit RSA key /T/w.pem" in lines
    assert "BEGIN RSA PRIVATE KEY" not in str(events)  # sensitive: never in the output
