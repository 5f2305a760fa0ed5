"""The X509 resources: `openssl_x509_request` (a CSR and its key), `openssl_x509_certificate`
(self-signed or signed by a CA, renewed before expiry) and `openssl_x509_crl` (revocations),
written through nested `file` resources as Chef's own resources do."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from toque.runtime import Change, Property, Provider, Resource, provides
from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core._nested import converge_file

if TYPE_CHECKING:
    from cryptography import x509


def _libs() -> tuple[Any, Any, Any, Any]:
    """cryptography and the helpers on it, imported when a file is made or read (declaring
    a resource does not load them)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import serialization as ser

    from toque.stdlib_cookbooks.core import _openssl as ssl
    from toque.stdlib_cookbooks.core import _x509 as cert_lib

    return x509, ser, ssl, cert_lib


class _Subject(Resource):
    """The file and the subject fields both X509 resources share."""

    path = Property(str, name_property=True)
    owner = Property((str, int, None))
    group = Property((str, int, None))
    mode = Property((int, str, None))
    country = Property((str, None))
    state = Property((str, None))
    city = Property((str, None))
    org = Property((str, None))
    org_unit = Property((str, None))
    common_name = Property((str, None))
    email = Property((str, None))
    key_file = Property((str, None))
    key_pass = Property((str, None), sensitive=True)
    key_length = Property(int, default=2048, equal_to=(1024, 2048, 4096, 8192))
    key_curve = Property(
        str, default="prime256v1", equal_to=("secp384r1", "secp521r1", "prime256v1")
    )
    actions, default_action = ("create",), "create"


@provides("openssl_x509_request")
class OpensslX509Request(_Subject):
    """A certificate signing request and, when missing, its key.  + common_name"""

    common_name = Property(str, required=True)
    key_type = Property(str, default="ec", equal_to=("rsa", "ec"))


@provides("openssl_x509_certificate", "openssl_x509")
class OpensslX509Certificate(_Subject):
    """A certificate, self-signed or signed by a CA.  + common_name, ca_cert_file/ca_key_file"""

    expire = Property(int, default=365)
    extensions = Property(dict, default={})
    subject_alt_name = Property(list, default=[])
    key_type = Property(str, default="rsa", equal_to=("rsa", "ec"))
    csr_file = Property((str, None))
    ca_cert_file = Property((str, None))
    ca_key_file = Property((str, None))
    ca_key_pass = Property((str, None), sensitive=True)
    renew_before_expiry = Property((int, None))


class _X509Provider(Provider):
    def fail(self, message: str, kind: str = "ArgumentError") -> ProviderError:
        return ProviderError(message, self.resource.span, kind=kind)

    def key_file(self) -> str:
        """The key_file property, else the path with its extension replaced by `.key`."""
        if self.new.key_file:
            return self.new.key_file
        folder, name = os.path.split(self.new.path)
        return os.path.join(folder, os.path.splitext(name)[0] + ".key")

    def key(self) -> Any:
        """The key at key_file when it opens with key_pass, else a new one of key_type."""
        x509, ser, ssl, cert_lib = _libs()
        if getattr(self, "_key", None) is None:
            new = self.new
            found = ssl.load_private(ssl.content_of(self.key_file()), new.key_pass)
            try:
                self._key = found or (ssl.generate_rsa(new.key_length) if new.key_type == "rsa"
                                      else ssl.generate_ec(new.key_curve))  # fmt: skip
            except ValueError as exc:
                raise self.fail(str(exc)) from None
        return self._key

    def write(self, path: str, content: str | None, sensitive: bool = False,
              action: str = "create") -> bool:  # fmt: skip
        new = self.new
        if action == "create_if_missing" and os.path.exists(path):
            content = None  # Chef's create_if_missing leaves an existing file's content
        return converge_file(self, path, content, owner=new.owner, group=new.group,
                             mode=new.mode, sensitive=sensitive)  # fmt: skip

    def read(self, path: str, what: str) -> bytes:
        try:
            with open(path, "rb") as f:
                return f.read()
        except OSError as exc:
            raise self.fail(f"{exc.strerror} @ rb_sysopen - {path}", "Errno::ENOENT") from None


@provides("openssl_x509_request")
class OpensslX509RequestProvider(_X509Provider):
    def action_create(self) -> Iterator[Change]:
        if os.path.exists(self.new.path):
            yield from self.up_to_date(f"{self.new.path} exists")
            return
        yield Change(f"Create CSR {self.resource}", apply=self.create)

    def create(self) -> None:
        x509, ser, ssl, cert_lib = _libs()
        key = self.key()
        csr = cert_lib.request(cert_lib.subject(self.new), key)
        self.write(self.new.path, csr.public_bytes(ser.Encoding.PEM).decode())
        self.write(self.key_file(), ssl.traditional_pem(key), True, "create_if_missing")


@provides("openssl_x509_certificate", "openssl_x509")
class OpensslX509CertificateProvider(_X509Provider):
    def action_create(self) -> Iterator[Change]:
        x509, ser, ssl, cert_lib = _libs()
        new = self.new
        changed = False
        if not os.path.exists(new.path):
            changed = self.write(new.path, self.certificate())
        elif new.renew_before_expiry is not None and cert_lib.needs_renewal(
            self.read(new.path, "certificate"), new.renew_before_expiry
        ):
            changed = self.write(new.path, self.certificate(), True)
        else:
            changed = self.write(new.path, None)  # owner, group and mode only
        if new.csr_file is None:
            content = None if os.path.exists(self.key_file()) else ssl.traditional_pem(self.key())
            changed = self.write(self.key_file(), content, True) or changed
        if changed:
            yield Change(f"create certificate {new.path}", quiet=True)
        else:
            self.up_to_date_reason = f"{new.path} exists and is not due for renewal"

    def certificate(self) -> str:
        x509, ser, ssl, cert_lib = _libs()
        new = self.new
        if new.common_name is None and not new.subject_alt_name:
            self.log("warn", "According to RFC5280 subsection 4.1.2.6, certificates must have "
                     "one of a common_name or a subject_alt_name entry. Neither common_name nor "
                     "subject_alt_name specified, one is required.")  # fmt: skip
        if self.why_run:
            return f"(a new certificate for {new.path})"  # stands for it: nothing is written
        try:
            exts = cert_lib.extensions(new.extensions or {})
            if new.subject_alt_name:
                exts += cert_lib.extensions({"subjectAltName": {
                    "values": list(new.subject_alt_name), "critical": False}})  # fmt: skip
        except cert_lib.X509Error as exc:
            raise self.fail(str(exc), exc.kind) from None
        issuer = self._ca_cert()
        signer = self.key() if new.ca_key_file is None else self._ca_key()
        made = cert_lib.certificate(self._request(), exts, new.expire, signer, issuer)
        return made.public_bytes(ser.Encoding.PEM).decode()

    def _request(self) -> x509.CertificateSigningRequest:
        x509, ser, ssl, cert_lib = _libs()
        new = self.new
        if new.csr_file is None:
            return cert_lib.request(cert_lib.subject(new), self.key())
        try:
            return x509.load_pem_x509_csr(self.read(new.csr_file, "request"))
        except ValueError:
            raise self.fail(f"{new.csr_file}: not a PEM certificate request",
                            "OpenSSL::X509::RequestError") from None  # fmt: skip

    def _ca_cert(self) -> x509.Certificate | None:
        if self.new.ca_cert_file is None:
            return None
        return load_cert(self, self.new.ca_cert_file)

    def _ca_key(self) -> Any:
        x509, ser, ssl, cert_lib = _libs()
        key = ssl.load_private(self.read(self.new.ca_key_file, "key"), self.new.ca_key_pass)
        if key is None:
            raise self.fail("Could not parse PKey: unsupported", "OpenSSL::PKey::PKeyError")
        return key


def load_cert(provider: _X509Provider, path: str) -> x509.Certificate:
    x509, ser, ssl, cert_lib = _libs()
    try:
        return x509.load_pem_x509_certificate(provider.read(path, "certificate"))
    except ValueError:
        raise provider.fail(f"{path}: not a PEM certificate",
                            "OpenSSL::X509::CertificateError") from None  # fmt: skip


@provides("openssl_x509_crl")
class OpensslX509Crl(Resource):
    """A certificate revocation list of a CA.  + ca_cert_file, ca_key_file, serial_to_revoke"""

    path = Property(str, name_property=True)
    serial_to_revoke = Property((int, str, None))
    revocation_reason = Property(int, default=0)
    expire = Property(int, default=8)
    renewal_threshold = Property(int, default=1)
    ca_cert_file = Property(str, required=True)
    ca_key_file = Property(str, required=True)
    ca_key_pass = Property((str, None), sensitive=True)
    owner = Property((str, int, None))
    group = Property((str, int, None))
    mode = Property((int, str, None))
    actions, default_action = ("create",), "create"


@provides("openssl_x509_crl")
class OpensslX509CrlProvider(_X509Provider):
    def action_create(self) -> Iterator[Change]:
        changed = self.write(self.new.path, self._crl())
        if changed:
            yield Change(f"create CRL {self.new.path}", quiet=True)
        else:
            self.up_to_date_reason = f"{self.new.path} is current"

    def _crl(self) -> str:
        """The list on disk, or a new one; a serial not yet in it is revoked, and a list
        about to expire (renewal_threshold days) is renewed — each re-signed and renumbered."""
        x509, ser, ssl, cert_lib = _libs()
        new = self.new
        issuer = load_cert(self, new.ca_cert_file)
        current = self._current()
        if current is None:
            self.log("info", f"Creating a CRL {new.path} for CA {new.ca_cert_file}")
            revoked, number, text = [], 1, None
        else:
            revoked, number = list(current), cert_lib.crl_number(current) + 1
            text = self.read(new.path, "list").decode()
        serial = self._serial()
        if serial is not None and all(r.serial_number != serial for r in revoked):
            self.log("info", f"Revoking serial {new.serial_to_revoke} in CRL {new.path}")
            revoked.append(cert_lib.revoked_entry(serial, new.revocation_reason))
        elif (
            current is not None
            and current.next_update_utc is not None
            and (current.next_update_utc > cert_lib.now() + new.renewal_threshold * cert_lib.DAY)
        ):
            return text
        elif current is not None:
            self.log("info", f"Renewing CRL for CA {new.ca_cert_file}")
        if self.why_run:
            return f"(a new revocation list for {new.path})"
        key = ssl.load_private(self.read(new.ca_key_file, "key"), new.ca_key_pass)
        if key is None:
            raise self.fail("Could not parse PKey: unsupported", "OpenSSL::PKey::PKeyError")
        made = cert_lib.crl(issuer, key, new.expire, revoked, number if current else 1)
        return made.public_bytes(ser.Encoding.PEM).decode()

    def _current(self) -> x509.CertificateRevocationList | None:
        x509, ser, ssl, cert_lib = _libs()
        try:
            with open(self.new.path, "rb") as f:
                return x509.load_pem_x509_crl(f.read())
        except (OSError, ValueError):
            return None

    def _serial(self) -> int | None:
        serial = self.new.serial_to_revoke
        if serial is None or isinstance(serial, int):
            return serial
        try:
            return int(serial, 16)  # a String serial is hexadecimal, as Chef reads it
        except ValueError:
            raise self.fail(f"invalid value for Integer(): {serial!r}") from None
