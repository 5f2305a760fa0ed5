"""Chef's X509 helpers on `cryptography`: subjects, extensions given as OpenSSL's
ExtensionFactory takes them ({"keyUsage" => {"values" => [...], "critical" => true}}),
requests, certificates and revocation lists, signed with SHA-256."""

from __future__ import annotations

import datetime
import ipaddress
import secrets
from typing import Any

from cryptography import x509
from cryptography.hazmat.primitives import hashes
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

NAME_FIELDS = (("country", NameOID.COUNTRY_NAME), ("state", NameOID.STATE_OR_PROVINCE_NAME),
               ("city", NameOID.LOCALITY_NAME), ("org", NameOID.ORGANIZATION_NAME),
               ("org_unit", NameOID.ORGANIZATIONAL_UNIT_NAME),
               ("common_name", NameOID.COMMON_NAME), ("email", NameOID.EMAIL_ADDRESS))  # fmt: skip
KEY_USAGE = ("digitalSignature", "nonRepudiation", "keyEncipherment", "dataEncipherment",
             "keyAgreement", "keyCertSign", "cRLSign", "encipherOnly", "decipherOnly")  # fmt: skip
EXTENDED_USAGE = {"serverAuth": ExtendedKeyUsageOID.SERVER_AUTH,
                  "clientAuth": ExtendedKeyUsageOID.CLIENT_AUTH,
                  "codeSigning": ExtendedKeyUsageOID.CODE_SIGNING,
                  "emailProtection": ExtendedKeyUsageOID.EMAIL_PROTECTION,
                  "timeStamping": ExtendedKeyUsageOID.TIME_STAMPING,
                  "OCSPSigning": ExtendedKeyUsageOID.OCSP_SIGNING}  # fmt: skip
REASONS = {0: x509.ReasonFlags.unspecified, 1: x509.ReasonFlags.key_compromise,
           2: x509.ReasonFlags.ca_compromise, 3: x509.ReasonFlags.affiliation_changed,
           4: x509.ReasonFlags.superseded, 5: x509.ReasonFlags.cessation_of_operation,
           6: x509.ReasonFlags.certificate_hold, 8: x509.ReasonFlags.remove_from_crl,
           9: x509.ReasonFlags.privilege_withdrawn, 10: x509.ReasonFlags.aa_compromise}  # fmt: skip
DAY = datetime.timedelta(days=1)


class X509Error(ValueError):
    """Bad input to the helpers, with the Ruby exception class Chef would raise."""

    def __init__(self, message: str, kind: str = "ArgumentError") -> None:
        super().__init__(message)
        self.kind = kind


def now() -> datetime.datetime:
    return datetime.datetime.now(datetime.UTC).replace(microsecond=0)


def subject(values: Any) -> x509.Name:
    """The X509 name of the C, ST, L, O, OU, CN and emailAddress properties that are set."""
    return x509.Name([x509.NameAttribute(oid, str(getattr(values, field)))
                      for field, oid in NAME_FIELDS if getattr(values, field) is not None])  # fmt: skip


def extensions(spec: dict[Any, Any]) -> list[tuple[x509.ExtensionType, bool]]:
    """Chef's gen_x509_extensions, with its checks and messages."""
    made = []
    for name, prop in spec.items():
        if not isinstance(prop, dict):
            raise X509Error(f"{name} must contain a Ruby Hash", "TypeError")
        if "values" not in prop or "critical" not in prop:
            raise X509Error(f"keys in {name} must be 'values' and 'critical'")
        if not isinstance(prop["values"], list):
            raise X509Error("the key 'values' must contain a Ruby Arrays", "TypeError")
        if prop["critical"] not in (True, False):
            raise X509Error("the key 'critical' must be a Ruby Boolean true/false", "TypeError")
        made.append((extension(str(name), [str(v) for v in prop["values"]]), prop["critical"]))
    return made


def extension(name: str, values: list[str]) -> x509.ExtensionType:
    """One extension from OpenSSL's config syntax ("CA:TRUE", "DNS:a.example", "serverAuth")."""
    if name == "keyUsage":
        unknown = [v for v in values if v not in KEY_USAGE]
        if unknown:
            raise X509Error(f"keyUsage = {','.join(values)}: invalid value {unknown[0]}",
                            "OpenSSL::X509::ExtensionError")  # fmt: skip
        flags = {_snake(u): u in values for u in KEY_USAGE}
        return x509.KeyUsage(**flags)
    if name == "extendedKeyUsage":
        return x509.ExtendedKeyUsage([_usage(v) for v in values])
    if name == "basicConstraints":
        return _basic(values)
    if name in ("subjectAltName", "issuerAltName"):
        names = [general_name(v) for v in values]
        return (
            x509.SubjectAlternativeName(names)
            if name == "subjectAltName"
            else x509.IssuerAlternativeName(names)
        )
    raise X509Error(f"unknown OID `{name}' (toque makes keyUsage, extendedKeyUsage, "
                    "basicConstraints, subjectAltName and issuerAltName)",
                    "OpenSSL::X509::ExtensionError")  # fmt: skip


def _snake(name: str) -> str:
    return {"nonRepudiation": "content_commitment", "cRLSign": "crl_sign"}.get(
        name, "".join("_" + c.lower() if c.isupper() else c for c in name)
    )


def _usage(value: str) -> x509.ObjectIdentifier:
    if value in EXTENDED_USAGE:
        return EXTENDED_USAGE[value]
    if value.replace(".", "").isdigit():
        return x509.ObjectIdentifier(value)
    raise X509Error(f"extendedKeyUsage = {value}: unknown usage", "OpenSSL::X509::ExtensionError")


def _basic(values: list[str]) -> x509.BasicConstraints:
    ca, pathlen = False, None
    for v in values:
        key, _, val = v.partition(":")
        if key.strip() == "CA":
            ca = val.strip().upper() == "TRUE"
        elif key.strip() == "pathlen" and val.strip().isdigit():
            pathlen = int(val)
        else:
            raise X509Error(f"basicConstraints = {','.join(values)}: invalid value {v}",
                            "OpenSSL::X509::ExtensionError")  # fmt: skip
    return x509.BasicConstraints(ca=ca, path_length=pathlen if ca else None)


def general_name(value: str) -> x509.GeneralName:
    kind, _, text = value.partition(":")
    try:
        if kind == "DNS":
            return x509.DNSName(text)
        if kind == "IP":
            return x509.IPAddress(ipaddress.ip_address(text))
        if kind == "email":
            return x509.RFC822Name(text)
        if kind == "URI":
            return x509.UniformResourceIdentifier(text)
    except ValueError:
        pass
    raise X509Error(f"subjectAltName = {value}: bad value (DNS:, IP:, email: or URI:)",
                    "OpenSSL::X509::ExtensionError")  # fmt: skip


def request(name: x509.Name, key: Any) -> x509.CertificateSigningRequest:
    return x509.CertificateSigningRequestBuilder().subject_name(name).sign(key, hashes.SHA256())


def certificate(csr: x509.CertificateSigningRequest, exts: list[tuple[Any, bool]], days: int,
                key: Any, issuer: x509.Certificate | None) -> x509.Certificate:  # fmt: skip
    """Chef's gen_x509_cert: a random 160-bit serial, version 3, valid from now for `days`;
    self-signed ones are CAs (basicConstraints CA:TRUE, critical); subject and authority
    key identifiers added."""
    start = now()
    public = csr.public_key()
    builder = (x509.CertificateBuilder().serial_number(secrets.randbits(159) | 1 << 158)
               .subject_name(csr.subject).public_key(public).not_valid_before(start)
               .not_valid_after(start + days * DAY)
               .issuer_name(issuer.subject if issuer else csr.subject))  # fmt: skip
    if issuer is None:
        exts = [*exts, (x509.BasicConstraints(ca=True, path_length=None), True)]
    for ext, critical in exts:
        builder = builder.add_extension(ext, critical)
    builder = builder.add_extension(x509.SubjectKeyIdentifier.from_public_key(public), False)
    authority = issuer.public_key() if issuer else public
    builder = builder.add_extension(
        x509.AuthorityKeyIdentifier.from_issuer_public_key(authority), False)  # fmt: skip
    return builder.sign(key, hashes.SHA256())


def needs_renewal(path_or_pem: bytes, days: int) -> bool:
    """Chef's cert_need_renewal?: unreadable, or expiring within `days`."""
    try:
        cert = x509.load_pem_x509_certificate(path_or_pem)
    except ValueError:
        return True
    return cert.not_valid_after_utc <= now() + days * DAY


# -- revocation lists ----------------------------------------------------------------------
def crl_number(crl: x509.CertificateRevocationList) -> int:
    try:
        return crl.extensions.get_extension_for_class(x509.CRLNumber).value.crl_number
    except x509.ExtensionNotFound:
        return 1


def crl(issuer: x509.Certificate, key: Any, days: int, revoked: list[x509.RevokedCertificate],
        number: int) -> x509.CertificateRevocationList:  # fmt: skip
    """A CRL of `issuer`, updated now and next in `days`, numbered, signed with SHA-256."""
    start = now()
    builder = (x509.CertificateRevocationListBuilder().issuer_name(issuer.subject)
               .last_update(start).next_update(start + days * DAY)
               .add_extension(x509.CRLNumber(number), False)
               .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(
                   issuer.public_key()), False))  # fmt: skip
    for entry in revoked:
        builder = builder.add_revoked_certificate(entry)
    return builder.sign(key, hashes.SHA256())


def revoked_entry(serial: int, reason: int) -> x509.RevokedCertificate:
    # the constructor, not .serial_number(): that refuses serials over 159 bits, and the
    # 160-bit serials OpenSSL (and Chef's gen_serial) make must be revocable
    builder = x509.RevokedCertificateBuilder(serial_number=serial, revocation_date=now())
    if reason in REASONS:
        builder = builder.add_extension(x509.CRLReason(REASONS[reason]), False)
    return builder.build()
