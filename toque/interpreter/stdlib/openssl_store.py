"""OpenSSL::X509::Store: the certificates a program trusts (add_cert, add_file, add_path,
set_default_paths) and `verify`, which checks a certificate's chain up to one of them
(signatures, validity dates, CA constraints), with OpenSSL's error numbers and strings.
Net::HTTP's `cert_store` hands these certificates to the TLS context (`pem_bundle`)."""

from __future__ import annotations

import datetime as dt
import os
import ssl
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.number_ops import wrong_type
from toque.interpreter.model.objects import RArray, RObject, RString
from toque.interpreter.stdlib.openssl import _cert, ossl_error

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

st = Builtins("OpenSSL::X509::Store")

# X509_V_* numbers and strings, as OpenSSL's X509_verify_cert_error_string gives them
V_OK = (0, "ok")
UNABLE_TO_GET_ISSUER = (20, "unable to get local issuer certificate")
SELF_SIGNED = (18, "self-signed certificate")
SELF_SIGNED_IN_CHAIN = (19, "self-signed certificate in certificate chain")
NOT_YET_VALID = (9, "certificate is not yet valid")
EXPIRED = (10, "certificate has expired")
SIGNATURE_FAILURE = (7, "certificate signature failure")
INVALID_CA = (24, "invalid CA certificate")


def _state(self: Any) -> dict[str, Any]:
    state = self.ivars.get("@__store")
    if state is None:
        state = self.ivars["@__store"] = {"certs": [], "defaults": False, "paths": []}
    return state


@st.method("initialize", visibility="private")
def store_init(rt, self):
    _state(self)
    self.ivars["@error"] = None
    self.ivars["@error_string"] = None
    self.ivars["@chain"] = None
    self.ivars["@verify_callback"] = None
    return None


@st.method("add_cert")
def store_add_cert(rt, self, cert):
    parsed = _cert(rt, cert)
    certs = _state(self)["certs"]
    if parsed not in certs:
        certs.append(parsed)
    return self


@st.method("add_file")
def store_add_file(rt, self, path):
    from cryptography import x509

    name = rt.to_s(path)
    try:
        with open(name, "rb") as f:
            data = f.read()
    except OSError as exc:
        raise ossl_error(rt, "X509::StoreError", f"{exc.strerror}: {name}") from None
    try:
        found = x509.load_pem_x509_certificates(data)
    except ValueError:
        raise ossl_error(rt, "X509::StoreError", "no certificate or crl found") from None
    certs = _state(self)["certs"]
    certs.extend(c for c in found if c not in certs)
    return self


@st.method("add_path")
def store_add_path(rt, self, path):
    _state(self)["paths"].append(rt.to_s(path))
    return self


@st.method("set_default_paths")
def store_set_default_paths(rt, self):
    _state(self)["defaults"] = True
    return None


@st.method("flags=", "purpose=", "trust=", "time=", "verify_callback=")
def store_setting(rt, self, value):
    return value  # recorded by OpenSSL for its own verification; none changes toque's


def _system_certs(state: dict[str, Any]) -> list[Any]:
    """The certificates of set_default_paths (the system bundle) and of add_path folders."""
    from cryptography import x509

    files: list[str] = []
    if state["defaults"]:
        paths = ssl.get_default_verify_paths()
        files += [p for p in (paths.cafile, paths.openssl_cafile) if p and os.path.isfile(p)]
    for folder in state["paths"]:
        if os.path.isdir(folder):
            files += [os.path.join(folder, n) for n in sorted(os.listdir(folder))]
    out: list[Any] = []
    for name in files:
        try:
            with open(name, "rb") as f:
                out += x509.load_pem_x509_certificates(f.read())
        except (OSError, ValueError):
            continue
    return out


def trusted(state: dict[str, Any]) -> list[Any]:
    return [*state["certs"], *_system_certs(state)]


def pem_bundle(store: Any) -> tuple[str, bool]:
    """The store's certificates as one PEM text, and whether it wants the system's too."""
    from cryptography.hazmat.primitives.serialization import Encoding

    state = _state(store)
    certs = state["certs"] + _system_certs({"defaults": False, "paths": state["paths"]})
    return "".join(c.public_bytes(Encoding.PEM).decode() for c in certs), state["defaults"]


def _issued_by(cert: Any, issuer: Any) -> bool:
    try:
        cert.verify_directly_issued_by(issuer)
    except (ValueError, TypeError, Exception):  # noqa: BLE001 - any failure: not its issuer
        return False
    return True


def _is_ca(cert: Any) -> bool:
    from cryptography import x509

    try:
        return bool(cert.extensions.get_extension_for_class(x509.BasicConstraints).value.ca)
    except x509.ExtensionNotFound:
        return cert.issuer == cert.subject  # an old self-signed root without extensions


def _dates(cert: Any, now: dt.datetime) -> tuple[int, str] | None:
    if now < cert.not_valid_before_utc:
        return NOT_YET_VALID
    if now > cert.not_valid_after_utc:
        return EXPIRED
    return None


def verify_chain(state: dict[str, Any], cert: Any, extra: list[Any]) -> tuple[tuple, list]:
    """(error, chain): build the chain from `cert` to a trusted certificate."""
    roots = trusted(state)
    now = dt.datetime.now(dt.UTC)
    chain = [cert]
    current = cert
    for _ in range(32):
        if (problem := _dates(current, now)) is not None:
            return problem, chain
        if any(current == r for r in roots):
            return V_OK, chain
        issuer = next((r for r in roots if r.subject == current.issuer), None)
        if issuer is not None:
            if not _issued_by(current, issuer):
                return SIGNATURE_FAILURE, chain
            if issuer is not current and not _is_ca(issuer):
                return INVALID_CA, chain
            chain.append(issuer)
            return _dates(issuer, now) or V_OK, chain
        if current.issuer == current.subject:
            return (SELF_SIGNED if current is cert else SELF_SIGNED_IN_CHAIN), chain
        upper = next((c for c in extra if c.subject == current.issuer), None)
        if upper is None or not _issued_by(current, upper):
            return UNABLE_TO_GET_ISSUER, chain
        if not _is_ca(upper):
            return INVALID_CA, chain
        chain.append(upper)
        current = upper
    return UNABLE_TO_GET_ISSUER, chain


@st.method("verify")
def store_verify(rt, self, cert, chain=None, *, block=None):
    target = _cert(rt, cert)
    if chain is not None and not isinstance(chain, RArray):  # MRI: Check_Type(chain, T_ARRAY)
        raise wrong_type(rt, chain, "Array")
    extra = [_cert(rt, c) for c in chain] if chain is not None else []
    (code, text), built = verify_chain(_state(self), target, extra)
    self.ivars["@error"] = code
    self.ivars["@error_string"] = RString(text)
    klass = rt.const_get("OpenSSL::X509::Certificate")
    made = []
    for c in built:
        obj = RObject(klass)
        obj.ivars["@__cert"] = c
        made.append(obj)
    self.ivars["@chain"] = RArray(made)
    return code == 0


@st.method("error")
def store_error(rt, self):
    return self.ivars.get("@error")


@st.method("error_string")
def store_error_string(rt, self):
    return self.ivars.get("@error_string")


@st.method("chain")
def store_chain(rt, self):
    return self.ivars.get("@chain")


def install(rt: Runtime) -> None:
    st.install(rt)
    x509 = rt.const_get("OpenSSL::X509")
    codes = {
        "V_OK": 0,
        "V_ERR_CERT_SIGNATURE_FAILURE": 7,
        "V_ERR_CERT_NOT_YET_VALID": 9,
        "V_ERR_CERT_HAS_EXPIRED": 10,
        "V_ERR_DEPTH_ZERO_SELF_SIGNED_CERT": 18,
        "V_ERR_SELF_SIGNED_CERT_IN_CHAIN": 19,
        "V_ERR_UNABLE_TO_GET_ISSUER_CERT_LOCALLY": 20,
        "V_ERR_INVALID_CA": 24,
        "DEFAULT_CERT_FILE": RString(ssl.get_default_verify_paths().openssl_cafile or ""),
        "DEFAULT_CERT_DIR": RString(ssl.get_default_verify_paths().openssl_capath or ""),
        "PURPOSE_SSL_CLIENT": 1,
        "PURPOSE_SSL_SERVER": 2,
        "V_FLAG_CRL_CHECK": 0x4,
        "V_FLAG_CRL_CHECK_ALL": 0x8,
    }
    for name, value in codes.items():
        x509.consts.setdefault(name, value)
