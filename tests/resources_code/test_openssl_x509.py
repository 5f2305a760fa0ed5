"""X509 resources: a self-signed CA, a CSR and its key, a certificate the CA signs (checked
by the system's openssl), renewal before expiry, a CRL revoking serials and renewing,
why-run, json, and Chef's failures."""

from __future__ import annotations

import datetime
import subprocess

from cryptography import x509
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID


def ca_recipe(tmp, body: str = "") -> str:
    return (f"openssl_x509_certificate '{tmp}/ca.crt' do\n  common_name 'Test CA'\n  org 'toque'\n"
            f"  key_type 'ec'\n  expire 30\n{body}end\n")  # fmt: skip


def load(path) -> x509.Certificate:
    return x509.load_pem_x509_certificate(path.read_bytes())


def test_self_signed_ca_then_idempotent(host, tmp_path):
    status, out = host.apply(ca_recipe(tmp_path))
    assert status == 0, out
    assert "    * file[/T/ca.crt] action create\n      - create new file /T/ca.crt\n" in out
    assert "    * file[/T/ca.key] action create\n" in out
    ca = load(tmp_path / "ca.crt")
    assert ca.subject.get_attributes_for_oid(NameOID.COMMON_NAME)[0].value == "Test CA"
    assert (
        ca.issuer == ca.subject
        and ca.extensions.get_extension_for_class(x509.BasicConstraints).value.ca
    )
    assert (ca.not_valid_after_utc - ca.not_valid_before_utc).days == 30
    assert (tmp_path / "ca.key").read_text().startswith("-----BEGIN EC PRIVATE KEY-----")
    before = (tmp_path / "ca.crt").read_bytes()
    status, out = host.apply(ca_recipe(tmp_path))
    assert "Infra Phase complete, 0/" in out and (tmp_path / "ca.crt").read_bytes() == before, out


def test_csr_signed_by_ca_with_extensions(host, tmp_path):
    host.apply(ca_recipe(tmp_path))
    text = (f"openssl_x509_request '{tmp_path}/srv.csr' do\n  common_name 'srv.example.com'\n"
            "  country 'UK'\n  key_type 'rsa'\n  key_length 1024\nend\n"
            f"openssl_x509_certificate '{tmp_path}/srv.crt' do\n  csr_file '{tmp_path}/srv.csr'\n"
            f"  ca_cert_file '{tmp_path}/ca.crt'\n  ca_key_file '{tmp_path}/ca.key'\n"
            "  extensions('keyUsage' => { 'values' => %w(keyEncipherment digitalSignature), "
            "'critical' => true }, 'extendedKeyUsage' => { 'values' => %w(serverAuth), "
            "'critical' => false })\n"
            "  subject_alt_name ['DNS:srv.example.com', 'IP:127.0.0.1']\n  mode '0644'\nend\n")  # fmt: skip
    status, out = host.apply(text)
    assert status == 0, out
    assert "    - Create CSR openssl_x509_request[/T/srv.csr]\n" in out
    assert (tmp_path / "srv.key").read_text().startswith("-----BEGIN RSA PRIVATE KEY-----")
    assert not (tmp_path / "srv.crt.key").exists() and not (tmp_path / "srv.key.key").exists()
    subprocess.run(["openssl", "verify", "-CAfile", str(tmp_path / "ca.crt"), str(tmp_path / "srv.crt")],
                   check=True, capture_output=True)  # fmt: skip
    cert = load(tmp_path / "srv.crt")
    assert cert.extensions.get_extension_for_class(x509.KeyUsage).critical
    assert list(cert.extensions.get_extension_for_class(x509.ExtendedKeyUsage).value) == [
        ExtendedKeyUsageOID.SERVER_AUTH
    ]
    sans = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    assert sans.get_values_for_type(x509.DNSName) == ["srv.example.com"]
    assert oct((tmp_path / "srv.crt").stat().st_mode & 0o777) == "0o644"
    status, out = host.apply(text)
    assert "Infra Phase complete, 0/" in out, out


def test_renew_before_expiry(host, tmp_path):
    text = ca_recipe(tmp_path, "  renew_before_expiry 40\n")  # 30 days left < 40: renewed every run
    host.apply(text)
    first = load(tmp_path / "ca.crt").serial_number
    status, out = host.apply(text)
    assert status == 0 and load(tmp_path / "ca.crt").serial_number != first, out
    status, out = host.apply(ca_recipe(tmp_path, "  renew_before_expiry 10\n"))
    assert "Infra Phase complete, 0/" in out, out


def test_crl_revokes_once_and_renews(host, tmp_path):
    host.apply(ca_recipe(tmp_path))
    crl_text = (f"openssl_x509_crl '{tmp_path}/ca.crl' do\n  ca_cert_file '{tmp_path}/ca.crt'\n"
                f"  ca_key_file '{tmp_path}/ca.key'\n  serial_to_revoke 'C7BCB6602A2E4251EF4E2827A228CB52BC0CEA2F'\n"
                "  revocation_reason 1\nend\n")  # fmt: skip
    status, out = host.apply(crl_text)
    assert status == 0 and "    * file[/T/ca.crl] action create\n" in out, out
    crl = x509.load_pem_x509_crl((tmp_path / "ca.crl").read_bytes())
    revoked = crl.get_revoked_certificate_by_serial_number(
        0xC7BCB6602A2E4251EF4E2827A228CB52BC0CEA2F
    )
    assert revoked is not None
    assert (
        revoked.extensions.get_extension_for_class(x509.CRLReason).value.reason
        == x509.ReasonFlags.key_compromise
    )
    assert crl.is_signature_valid(load(tmp_path / "ca.crt").public_key())
    status, out = host.apply(crl_text)
    assert "Infra Phase complete, 0/" in out, out
    status, out = host.apply(
        crl_text.replace("'C7BC", "12345 #").replace("revocation_reason 1", "")
    )
    crl = x509.load_pem_x509_crl((tmp_path / "ca.crl").read_bytes())
    assert (
        len(list(crl)) == 2
        and crl.extensions.get_extension_for_class(x509.CRLNumber).value.crl_number == 2
    )
    renew = crl_text.replace("end\n", "  renewal_threshold 9\nend\n")  # next update in 8 days < 9
    status, out = host.apply(renew)
    crl = x509.load_pem_x509_crl((tmp_path / "ca.crl").read_bytes())
    assert crl.extensions.get_extension_for_class(x509.CRLNumber).value.crl_number == 3, out
    assert crl.next_update_utc > datetime.datetime.now(datetime.UTC) + datetime.timedelta(days=7)


def test_why_run_and_json(host, tmp_path):
    status, out = host.apply(ca_recipe(tmp_path) + f"openssl_x509_request '{tmp_path}/r.csr' do\n"
                             "  common_name 'r'\nend\n", why_run=True)  # fmt: skip
    assert status == 0, out
    assert "      - Would create new file /T/ca.crt\n" in out and "    - Would Create CSR" in out
    assert not list(tmp_path.glob("*.crt")) and not list(tmp_path.glob("*.csr"))
    events = host.events(ca_recipe(tmp_path))
    lines = [
        line for e in events if e.get("event") == "resource_update" for line in e["change"]["lines"]
    ]
    assert "create new file /T/ca.crt" in lines and "PRIVATE KEY" not in str(events)


def test_failures(host, tmp_path):
    status, out = host.apply(f"openssl_x509_request '{tmp_path}/x.csr'\n")
    assert status == 1 and "common_name is a required property" in out
    status, out = host.apply(
        ca_recipe(tmp_path, "  extensions('keyUsage' => { 'values' => ['x'] })\n")
    )
    assert status == 1 and "keys in keyUsage must be 'values' and 'critical'" in out
    status, out = host.apply(ca_recipe(tmp_path, "  key_type 'dsa'\n"))
    assert status == 1 and 'Option key_type must be equal to one of: "rsa", "ec"!' in out
    status, out = host.apply(f"openssl_x509_crl '{tmp_path}/c.crl' do\n  ca_key_file '/x'\nend\n")
    assert status == 1 and "ca_cert_file is a required property" in out
    status, out = host.apply(f"openssl_x509_crl '{tmp_path}/c.crl' do\n  ca_cert_file '{tmp_path}/none.crt'\n"
                             "  ca_key_file '/x'\nend\n")  # fmt: skip
    assert status == 1 and "No such file or directory @ rb_sysopen - /T/none.crt" in out
