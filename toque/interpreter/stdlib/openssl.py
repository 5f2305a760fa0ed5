"""openssl: OpenSSL::Digest, HMAC, Random, BN, PKey::RSA (generate, read, PEM, sign,
verify, encrypt), X509::Certificate and X509::Name reading, on `cryptography` and hashlib.

OpenSSL::Digest is a Digest::Class, as in MRI, so it shares digest.rb's instance API.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import binary, bytes_arg, text_bytes
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.number_ops import num2int, num2long
from toque.interpreter.model.objects import RArray, RObject, RString
from toque.interpreter.model.signals import RubyError
from toque.interpreter.stdlib import digest as digest_lib

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

od = Builtins("OpenSSL::Digest")
ods = Builtins("OpenSSL::Digest", singleton=True)
hm = Builtins("OpenSSL::HMAC")
hms = Builtins("OpenSSL::HMAC", singleton=True)
rnd = Builtins("OpenSSL::Random", singleton=True)
bn = Builtins("OpenSSL::BN")
rsa = Builtins("OpenSSL::PKey::RSA")
rsas = Builtins("OpenSSL::PKey::RSA", singleton=True)
pkeys = Builtins("OpenSSL::PKey", singleton=True)
cert = Builtins("OpenSSL::X509::Certificate")
ext = Builtins("OpenSSL::X509::Extension")
name_ = Builtins("OpenSSL::X509::Name")
names = Builtins("OpenSSL::X509::Name", singleton=True)

DIGESTS = ("MD5", "SHA1", "SHA224", "SHA256", "SHA384", "SHA512")


def ossl_error(rt: Runtime, klass: str, message: str) -> RubyError:
    return RubyError(rt.new_exception(rt.const_get(f"OpenSSL::{klass}"), RString(message)))


def _hash_name(rt: Runtime, value: Any) -> str:
    """A digest given as "SHA256", "sha256" or an OpenSSL::Digest instance."""
    if isinstance(value, RObject) and "@__h" in value.ivars:
        return value.ivars["@__h"].name
    text = rt.to_s(value).lower().replace("-", "")
    try:
        hashlib.new(text)
    except (ValueError, TypeError, UnicodeError):  # no such digest (or not even text)
        raise rt.error(
            "RuntimeError", f"Unsupported digest algorithm ({rt.to_s(value)}).: unknown object name"
        ) from None
    return text


# -- Digest ------------------------------------------------------------------------------------


@od.method("initialize", visibility="private")
def digest_init(rt, self, algorithm=None, data=None):
    if algorithm is None:
        algorithm = RString(self.cls.name.rsplit("::", 1)[-1])
    self.ivars["@__h"] = hashlib.new(_hash_name(rt, algorithm))
    if data is not None:
        self.ivars["@__h"].update(bytes_arg(rt, data))
    return None


@od.method("name")
def digest_name(rt, self):
    return RString(self.ivars["@__h"].name.upper())


@ods.method("digest")
def digest_class_digest(rt, self, *args):
    return _one_shot(rt, self, args, "digest")


@ods.method("hexdigest")
def digest_class_hexdigest(rt, self, *args):
    return _one_shot(rt, self, args, "hexdigest")


@ods.method("base64digest")
def digest_class_base64(rt, self, *args):
    return _one_shot(rt, self, args, "base64digest")


def _one_shot(rt: Runtime, klass: Any, args: tuple, kind: str) -> Any:
    """`OpenSSL::Digest.hexdigest("SHA256", data)` or `OpenSSL::Digest::SHA256.hexdigest(data)`."""
    if klass is rt.const_get("OpenSSL::Digest"):
        if len(args) != 2:
            raise rt.arity_error(len(args), "2")
        obj = rt.send(klass, "new", [args[0]])
        data = args[1]
    else:
        if len(args) != 1:
            raise rt.arity_error(len(args), "1")
        obj = rt.send(klass, "new", [])
        data = args[0]
    return rt.send(obj, kind, [data])


# -- HMAC ----------------------------------------------------------------------------------------


def _hmac(rt: Runtime, digest: Any, key: Any, data: Any) -> bytes:
    return hmac.new(bytes_arg(rt, key), bytes_arg(rt, data), _hash_name(rt, digest)).digest()


@hms.method("digest")
def hmac_digest(rt, self, digest, key, data):
    return binary(_hmac(rt, digest, key, data))


@hms.method("hexdigest")
def hmac_hexdigest(rt, self, digest, key, data):
    return RString(_hmac(rt, digest, key, data).hex())


@hms.method("base64digest")
def hmac_base64digest(rt, self, digest, key, data):
    import base64

    return RString(base64.b64encode(_hmac(rt, digest, key, data)).decode())


@hm.method("initialize", visibility="private")
def hmac_init(rt, self, key, digest):
    self.ivars["@__hmac"] = hmac.new(bytes_arg(rt, key), b"", _hash_name(rt, digest))
    self.ivars["@__key"] = bytes_arg(rt, key)
    return None


@hm.method("update", "<<")
def hmac_update(rt, self, data):
    self.ivars["@__hmac"].update(bytes_arg(rt, data))
    return self


@hm.method("digest")
def hmac_inst_digest(rt, self):
    return binary(self.ivars["@__hmac"].digest())


@hm.method("hexdigest", "to_s", "inspect")
def hmac_inst_hexdigest(rt, self):
    return RString(self.ivars["@__hmac"].hexdigest())


@hm.method("base64digest")
def hmac_inst_base64(rt, self):
    import base64

    return RString(base64.b64encode(self.ivars["@__hmac"].digest()).decode())


@hm.method("reset")
def hmac_reset(rt, self):
    h = self.ivars["@__hmac"]
    self.ivars["@__hmac"] = hmac.new(self.ivars["@__key"], b"", h.name.removeprefix("hmac-"))
    return self


@hm.method("==")
def hmac_eq(rt, self, other):
    return (
        isinstance(other, RObject)
        and "@__hmac" in other.ivars
        and hmac.compare_digest(self.ivars["@__hmac"].digest(), other.ivars["@__hmac"].digest())
    )


# -- Random and BN -----------------------------------------------------------------------------


@rnd.method("random_bytes")
def random_bytes(rt, self, n):
    from toque.interpreter.core.number_ops import num2long
    from toque.interpreter.core.random_lib import byte_count

    count = num2long(rt, n)
    if count >= 2**31:  # NUM2INT
        raise rt.error("RangeError", f"integer {count} too big to convert to `int'")
    return binary(secrets.token_bytes(byte_count(rt, count)))


def make_bn(rt: Runtime, n: int) -> RObject:
    obj = RObject(rt.const_get("OpenSSL::BN"))
    obj.ivars["@__n"] = n
    return obj


def _int(rt: Runtime, v: Any) -> int:
    if isinstance(v, int):
        return v
    if isinstance(v, RObject) and "@__n" in v.ivars:
        return v.ivars["@__n"]
    if v is None:  # MRI's GetBNPtr: an Integer or a BN, nothing else
        raise rt.error("TypeError", "Can't convert nil into Integer")
    raise rt.error("TypeError", "Cannot convert into OpenSSL::BN")


_BN_DIGITS = {10: re.compile(r"-?[0-9]+"), 16: re.compile(r"-?[0-9a-fA-F]+")}


@bn.method("initialize", visibility="private")
def bn_init(rt, self, value, base=10):
    """OpenSSL::BN.new(Integer | BN | String[, 0 | 2 | 10 | 16]) as ossl_bn_initialize: a
    decimal or hex string is read as far as its digits go (BN_dec2bn: "12abc" is 12), none
    at all is BNError; base 2 is big-endian bytes, 0 OpenSSL's MPI format."""
    if base not in (0, 2, 10, 16):
        raise rt.error("ArgumentError", f"invalid radix {rt.inspect(base)}")
    if value.__class__ is int or (isinstance(value, RObject) and "@__n" in value.ivars):
        self.ivars["@__n"] = _int(rt, value)
        return None
    if value is None:
        raise rt.error("ArgumentError", "invalid argument")
    if not isinstance(value, RString):
        name = rt.real_class(value).name
        raise rt.error("TypeError", f"no implicit conversion of {name} into String")
    if base in (0, 2):
        data = text_bytes(value.v)
        if base == 0:  # MPI: a 4-byte length, then the magnitude with a sign bit
            data = data[4:]
            negative = bool(data) and data[0] & 0x80
            n = int.from_bytes(bytes([data[0] & 0x7F]) + data[1:], "big") if data else 0
            self.ivars["@__n"] = -n if negative else n
        else:
            self.ivars["@__n"] = int.from_bytes(data, "big")
        return None
    digits = _BN_DIGITS[base].match(value.v)
    if digits is None or digits.group() == "-":
        raise RubyError(rt.new_exception(rt.const_get("OpenSSL::BNError"), RString("")))
    self.ivars["@__n"] = int(digits.group(), base)
    return None


@bn.method("to_i", "to_int")
def bn_to_i(rt, self):
    return self.ivars.get("@__n", 0)


@bn.method("to_s")
def bn_to_s(rt, self, base=10):
    n = self.ivars.get("@__n", 0)
    if base == 16:
        return RString(format(n, "X").rjust(2 * ((n.bit_length() + 7) // 8 or 1), "0"))
    if base == 2:
        return binary(n.to_bytes((n.bit_length() + 7) // 8, "big"))
    return RString(str(n))


@bn.method("inspect")
def bn_inspect(rt, self):
    return RString(f"#<OpenSSL::BN {self.ivars['@__n']}>")


@bn.method("num_bits")
def bn_num_bits(rt, self):
    return self.ivars.get("@__n", 0).bit_length()


@bn.method("num_bytes")
def bn_num_bytes(rt, self):
    return (self.ivars.get("@__n", 0).bit_length() + 7) // 8


@bn.method("==", "eql?", "===")
def bn_eq(rt, self, other):
    if isinstance(other, RObject) and "@__n" not in other.ivars:
        return False  # only an Integer or a BN equals a BN
    return isinstance(other, (int, RObject)) and _int(rt, other) == self.ivars.get("@__n", 0)


@bn.method("<=>", "cmp")
def bn_cmp(rt, self, other):
    a, b = self.ivars.get("@__n", 0), _int(rt, other)
    return (a > b) - (a < b)


@bn.method("hash")
def bn_hash(rt, self):
    return hash(self.ivars.get("@__n", 0)) & 0xFFFFFFFFFFFF


# -- PKey::RSA -----------------------------------------------------------------------------------


def key_of(rt: Runtime, obj: Any) -> Any:
    key = obj.ivars.get("@__key") if isinstance(obj, RObject) else None
    if key is None:
        raise ossl_error(rt, "PKey::PKeyError", "no key")
    return key


def make_rsa(rt: Runtime, key: Any) -> RObject:
    obj = RObject(rt.const_get("OpenSSL::PKey::RSA"))
    obj.ivars["@__key"] = key
    return obj


def load_key(rt: Runtime, data: bytes, password: Any, error: str) -> Any:
    from cryptography.hazmat.primitives import serialization

    secret = None if password is None else bytes_arg(rt, password)
    loaders = (
        lambda: serialization.load_pem_private_key(data, secret),
        lambda: serialization.load_pem_public_key(data),
        lambda: serialization.load_der_private_key(data, secret),
        lambda: serialization.load_der_public_key(data),
    )
    for load in loaders:
        try:
            return load()
        except (ValueError, TypeError):
            continue
    raise ossl_error(rt, error, "Neither PUB key nor PRIV key: unsupported")


@rsa.method("initialize", visibility="private")
def rsa_init(rt, self, arg=None, password=None):
    from cryptography.hazmat.primitives.asymmetric import rsa as crsa

    if arg is None or isinstance(arg, int):
        exponent = password if isinstance(password, int) else 65537  # RSA.new(bits, e)
        self.ivars["@__key"] = generate_rsa(rt, 2048 if arg is None else arg, exponent)
        return None
    key = load_key(rt, bytes_arg(rt, arg), password, "PKey::RSAError")
    if not isinstance(key, (crsa.RSAPrivateKey, crsa.RSAPublicKey)):
        raise ossl_error(rt, "PKey::RSAError", "incorrect pkey type: not RSA")
    self.ivars["@__key"] = key
    return None


@rsas.method("generate")
def rsa_generate(rt, self, bits, exponent=65537):

    return make_rsa(rt, generate_rsa(rt, bits, exponent))


def generate_rsa(rt, bits: Any, exponent: Any) -> Any:
    """A new RSA key; sizes and exponents OpenSSL refuses are its PKeyError, with its words."""
    from cryptography.hazmat.primitives.asymmetric import rsa as crsa

    bits, exponent = num2int(rt, bits), num2long(rt, exponent)  # OpenSSL's int and BN
    refused = "invalid negative value" if bits < 0 else "key size too small" if bits < 512 else ""
    if refused:
        raise ossl_error(
            rt,
            "PKey::PKeyError",
            f'EVP_PKEY_CTX_ctrl_str(ctx, "rsa_keygen_bits", "{bits}"): {refused}',
        )
    try:
        return crsa.generate_private_key(exponent, bits)
    except ValueError as exc:  # the cryptography library's own floor (1024 bits) and exponents
        raise ossl_error(rt, "PKey::PKeyError", f"rsa key generation failed: {exc}") from None


def _is_private(key: Any) -> bool:
    return hasattr(key, "private_bytes")


def _public(key: Any) -> Any:
    return key.public_key() if _is_private(key) else key


@rsa.method("private?")
def rsa_private(rt, self):
    return _is_private(key_of(rt, self))


@rsa.method("public?")
def rsa_public(rt, self):
    return True


@rsa.method("public_key")
def rsa_public_key(rt, self):
    return make_rsa(rt, _public(key_of(rt, self)))


def _pem(
    rt: Runtime, key: Any, cipher: Any = None, password: Any = None, der: bool = False
) -> bytes:
    from cryptography.hazmat.primitives import serialization as s

    encoding = s.Encoding.DER if der else s.Encoding.PEM
    if not _is_private(key):
        return key.public_bytes(encoding, s.PublicFormat.SubjectPublicKeyInfo)
    encryption = (
        s.BestAvailableEncryption(bytes_arg(rt, password))
        if password is not None
        else s.NoEncryption()
    )
    return key.private_bytes(encoding, s.PrivateFormat.TraditionalOpenSSL, encryption)


@rsa.method("to_pem", "export", "to_s")
def rsa_to_pem(rt, self, cipher=None, password=None):
    return RString(_pem(rt, key_of(rt, self), cipher, password).decode())


@rsa.method("public_to_pem")
def rsa_public_to_pem(rt, self):
    return RString(_pem(rt, _public(key_of(rt, self))).decode())


@rsa.method("to_der")
def rsa_to_der(rt, self):
    return binary(_pem(rt, key_of(rt, self), der=True))


@rsa.method("n")
def rsa_n(rt, self):
    return make_bn(rt, _public(key_of(rt, self)).public_numbers().n)


@rsa.method("e")
def rsa_e(rt, self):
    return make_bn(rt, _public(key_of(rt, self)).public_numbers().e)


@rsa.method("d")
def rsa_d(rt, self):
    key = key_of(rt, self)
    return make_bn(rt, key.private_numbers().d) if _is_private(key) else None


def _hash(rt: Runtime, digest: Any) -> Any:
    from cryptography.hazmat.primitives import hashes

    name = _hash_name(rt, digest)
    return {
        "md5": hashes.MD5,
        "sha1": hashes.SHA1,
        "sha224": hashes.SHA224,
        "sha256": hashes.SHA256,
        "sha384": hashes.SHA384,
        "sha512": hashes.SHA512,
    }[name]()


@rsa.method("sign")
def rsa_sign(rt, self, digest, data):
    from cryptography.hazmat.primitives.asymmetric import padding

    key = key_of(rt, self)
    if not _is_private(key):
        raise rt.error("ArgumentError", "private key is needed")
    return binary(key.sign(bytes_arg(rt, data), padding.PKCS1v15(), _hash(rt, digest)))


@rsa.method("verify")
def rsa_verify(rt, self, digest, signature, data):
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric import padding

    try:
        _public(key_of(rt, self)).verify(
            bytes_arg(rt, signature), bytes_arg(rt, data), padding.PKCS1v15(), _hash(rt, digest)
        )
        return True
    except InvalidSignature:
        return False


@rsa.method("public_encrypt")
def rsa_public_encrypt(rt, self, data, *pad):
    from cryptography.hazmat.primitives.asymmetric import padding

    return binary(_public(key_of(rt, self)).encrypt(bytes_arg(rt, data), padding.PKCS1v15()))


@rsa.method("private_decrypt")
def rsa_private_decrypt(rt, self, data, *pad):
    from cryptography.hazmat.primitives.asymmetric import padding

    try:
        return binary(key_of(rt, self).decrypt(bytes_arg(rt, data), padding.PKCS1v15()))
    except ValueError:
        raise ossl_error(rt, "PKey::RSAError", "padding check failed") from None


@rsa.method("inspect")
def rsa_inspect(rt, self):
    return RString("#<OpenSSL::PKey::RSA>")


@pkeys.method("read")
def pkey_read(rt, self, data, password=None):
    from toque.interpreter.stdlib.openssl_pkey import load_params, make_dh, wrap_key

    raw = bytes_arg(rt, data)
    try:
        key = load_key(rt, raw, password, "PKey::PKeyError")
    except RubyError:
        if b"DH PARAMETERS" not in raw:
            raise
        return make_dh(rt, load_params(rt, raw))
    return wrap_key(rt, key)


# -- X509 ---------------------------------------------------------------------------------------


SHORT_NAMES = {
    "1.2.840.113549.1.9.1": "emailAddress",
    "2.5.4.5": "serialNumber",
    "0.9.2342.19200300.100.1.25": "DC",
}


def _attr_name(attr: Any) -> str:
    dotted = attr.oid.dotted_string
    if dotted in SHORT_NAMES:
        return SHORT_NAMES[dotted]
    return attr.rfc4514_attribute_name


def make_name(rt: Runtime, pairs: list[tuple[str, str, int]]) -> RObject:
    obj = RObject(rt.const_get("OpenSSL::X509::Name"))
    obj.ivars["@__pairs"] = pairs
    return obj


def _name_from(rt: Runtime, name: Any) -> RObject:
    return make_name(rt, [(_attr_name(a), a.value, a._type.value) for a in name])


@names.method("parse", "parse_openssl")
def name_parse(rt, self, text, *rest):
    parts = [p for p in rt.to_s(text).split("/") if p]
    pairs = []
    for part in parts:
        key, _, val = part.partition("=")
        pairs.append((key, val, 19 if key == "C" else 12))
    return make_name(rt, pairs)


@name_.method("to_s")
def name_to_s(rt, self, fmt=None):
    pairs = self.ivars["@__pairs"]
    if fmt is None:
        return RString("".join(f"/{k}={v}" for k, v, _ in pairs))
    return RString(",".join(f"{k}={v}" for k, v, _ in reversed(pairs)))


@name_.method("to_a")
def name_to_a(rt, self):
    return RArray(RArray([RString(k), RString(v), t]) for k, v, t in self.ivars["@__pairs"])


@name_.method("inspect")
def name_inspect(rt, self):
    return RString(f"#<OpenSSL::X509::Name {rt.to_s(name_to_s(rt, self, 1))}>")


@name_.method("==", "eql?")
def name_eq(rt, self, other):
    return isinstance(other, RObject) and other.ivars.get("@__pairs") == self.ivars["@__pairs"]


def _cert(rt: Runtime, obj: Any) -> Any:
    c = obj.ivars.get("@__cert") if isinstance(obj, RObject) else None
    if c is None:
        raise ossl_error(rt, "X509::CertificateError", "no certificate")
    return c


@cert.method("initialize", visibility="private")
def cert_init(rt, self, data=None):
    from cryptography import x509

    if data is None:
        raise rt.error("NotImplementedError", "building certificates is not supported by toque")
    raw = bytes_arg(rt, data)
    for load in (x509.load_pem_x509_certificate, x509.load_der_x509_certificate):
        try:
            self.ivars["@__cert"] = load(raw)
            return None
        except ValueError:
            continue
    raise ossl_error(rt, "X509::CertificateError", "PEM_read_bio_X509: no start line")


@cert.method("subject")
def cert_subject(rt, self):
    return _name_from(rt, _cert(rt, self).subject)


@cert.method("issuer")
def cert_issuer(rt, self):
    return _name_from(rt, _cert(rt, self).issuer)


def _utc_time(rt: Runtime, when: Any) -> Any:
    import calendar

    from toque.interpreter.core.time_lib import NS, RTime

    return RTime(calendar.timegm(when.utctimetuple()) * NS, "utc")


@cert.method("not_before")
def cert_not_before(rt, self):
    return _utc_time(rt, _cert(rt, self).not_valid_before_utc)


@cert.method("not_after")
def cert_not_after(rt, self):
    return _utc_time(rt, _cert(rt, self).not_valid_after_utc)


@cert.method("serial")
def cert_serial(rt, self):
    return make_bn(rt, _cert(rt, self).serial_number)


@cert.method("version")
def cert_version(rt, self):
    return _cert(rt, self).version.value


@cert.method("signature_algorithm")
def cert_signature_algorithm(rt, self):
    oid = _cert(rt, self).signature_algorithm_oid
    return RString(
        {
            "1.2.840.113549.1.1.11": "sha256WithRSAEncryption",
            "1.2.840.113549.1.1.5": "sha1WithRSAEncryption",
            "1.2.840.113549.1.1.12": "sha384WithRSAEncryption",
            "1.2.840.113549.1.1.13": "sha512WithRSAEncryption",
        }.get(oid.dotted_string, oid._name)
    )


@cert.method("public_key")
def cert_public_key(rt, self):
    from toque.interpreter.stdlib.openssl_pkey import wrap_key

    return wrap_key(rt, _cert(rt, self).public_key())


@cert.method("to_pem", "to_s")
def cert_to_pem(rt, self):
    from cryptography.hazmat.primitives.serialization import Encoding

    return RString(_cert(rt, self).public_bytes(Encoding.PEM).decode())


@cert.method("to_der")
def cert_to_der(rt, self):
    from cryptography.hazmat.primitives.serialization import Encoding

    return binary(_cert(rt, self).public_bytes(Encoding.DER))


@cert.method("verify")
def cert_verify(rt, self, key):
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric import padding

    c = _cert(rt, self)
    try:
        _public(key_of(rt, key)).verify(
            c.signature, c.tbs_certificate_bytes, padding.PKCS1v15(), c.signature_hash_algorithm
        )
        return True
    except InvalidSignature:
        return False


@cert.method("check_private_key")
def cert_check_private_key(rt, self, key):
    k = key_of(rt, key)
    return (
        _is_private(k)
        and _public(k).public_numbers() == _cert(rt, self).public_key().public_numbers()
    )


@cert.method("extensions")
def cert_extensions(rt, self):
    return extensions_of(rt, _cert(rt, self))


# extensions `cryptography` does not name, by the short names OpenSSL gives them
NETSCAPE_EXTENSIONS = {"2.16.840.1.113730.1.13": "nsComment", "2.16.840.1.113730.1.1": "nsCertType"}


def _ns_text(value: Any) -> str | None:
    """The text of a Netscape extension's DER IA5String (nsComment), if it is one."""
    raw = getattr(value, "value", None)
    if isinstance(raw, bytes) and len(raw) >= 2 and raw[0] == 0x16 and raw[1] < 0x80:
        return raw[2 : 2 + raw[1]].decode("ascii", "replace")
    return None


def extensions_of(rt: Runtime, parsed: Any) -> RArray:
    """A `cryptography` certificate's extensions as OpenSSL::X509::Extension objects."""
    out = RArray()
    for e in parsed.extensions:
        obj = RObject(rt.const_get("OpenSSL::X509::Extension"))
        name = NETSCAPE_EXTENSIONS.get(e.oid.dotted_string, e.oid._name)
        text = _ns_text(e.value) if name == "nsComment" else None
        obj.ivars.update(
            {
                "@__oid": name,
                "@__value": text if text is not None else _ext_value(e.value),
                "@__critical": e.critical,
                "@__ext": e.value,
            }  # fmt: skip
        )
        out.append(obj)
    return out


def _ext_value(value: Any) -> str:
    """An extension's value as OpenSSL prints it (the common kinds)."""
    from cryptography import x509

    if isinstance(value, x509.BasicConstraints):
        text = f"CA:{'TRUE' if value.ca else 'FALSE'}"
        return text + (f", pathlen:{value.path_length}" if value.path_length is not None else "")
    if isinstance(value, (x509.SubjectAlternativeName, x509.IssuerAlternativeName)):
        kinds = {
            x509.DNSName: "DNS",
            x509.IPAddress: "IP Address",
            x509.RFC822Name: "email",
            x509.UniformResourceIdentifier: "URI",
        }
        return ", ".join(f"{kinds.get(type(g), 'othername')}:{g.value}" for g in value)
    if isinstance(value, x509.SubjectKeyIdentifier):
        return value.digest.hex(":").upper()
    if isinstance(value, x509.AuthorityKeyIdentifier) and value.key_identifier is not None:
        return value.key_identifier.hex(":").upper()
    if isinstance(value, x509.KeyUsage):
        from toque.interpreter.stdlib.openssl_x509 import KEY_USAGE

        def has(field: str) -> bool:
            try:
                return bool(getattr(value, field))
            except ValueError:  # encipher_only/decipher_only without key_agreement
                return False

        return ", ".join(label for _, field, label in KEY_USAGE if has(field))
    if isinstance(value, x509.ExtendedKeyUsage):
        from toque.interpreter.stdlib.openssl_x509 import EXT_KEY_USAGE

        labels = dict(EXT_KEY_USAGE.values())
        return ", ".join(labels.get(u.dotted_string, u.dotted_string) for u in value)
    return str(value)


@ext.method("oid")
def ext_oid(rt, self):
    return RString(self.ivars["@__oid"])


@ext.method("value")
def ext_value(rt, self):
    return RString(self.ivars["@__value"])


@ext.method("critical?")
def ext_critical(rt, self):
    return self.ivars["@__critical"]


@ext.method("to_s")
def ext_to_s(rt, self):
    return RString(
        f"{self.ivars['@__oid']} = {'critical, ' if self.ivars['@__critical'] else ''}{self.ivars['@__value']}"
    )


def define(rt: Runtime) -> None:
    if "OpenSSL" in rt.Object.consts:
        return
    digest_lib.define(rt)
    mod = rt.define_module("OpenSSL")
    mod.consts["VERSION"] = RString("3.0.1", frozen=True)
    from cryptography.hazmat.backends.openssl import backend

    mod.consts["OPENSSL_VERSION"] = RString(backend.openssl_version_text(), frozen=True)
    mod.consts["OPENSSL_LIBRARY_VERSION"] = mod.consts["OPENSSL_VERSION"]
    error = rt.define_class("OpenSSLError", rt.StandardError, under=mod)
    klass = rt.define_class("Digest", rt.const_get("Digest::Class"), under=mod)
    rt.define_class("DigestError", error, under=klass)
    for algorithm in DIGESTS:
        rt.define_class(algorithm, klass, under=mod.consts["Digest"])
    rt.define_class("HMAC", rt.Object, under=mod)
    rt.define_class("HMACError", error, under=mod)
    rt.define_module("Random", under=mod)
    rt.define_class("BN", rt.Object, under=mod).include(rt.Comparable)
    rt.define_class("BNError", error, under=mod)
    pkey = rt.define_module("PKey", under=mod)
    pkey_error = rt.define_class("PKeyError", error, under=pkey)
    base = rt.define_class("PKey", rt.Object, under=pkey)
    rt.define_class("RSA", base, under=pkey)
    rt.define_class("RSAError", pkey_error, under=pkey)
    x509 = rt.define_module("X509", under=mod)
    for name in ("Certificate", "Name", "Extension", "Store"):
        rt.define_class(name, rt.Object, under=x509)
    for name in ("CertificateError", "NameError", "ExtensionError", "StoreError"):
        rt.define_class(name, error, under=x509)
    x509.consts["Name"].consts.update(COMPAT=0, RFC2253=1, ONELINE=2, MULTILINE=3)
    ssl = rt.define_module("SSL", under=mod)
    ssl.consts.update(
        VERIFY_NONE=0, VERIFY_PEER=1, VERIFY_FAIL_IF_NO_PEER_CERT=2, VERIFY_CLIENT_ONCE=4
    )
    rt.define_class("SSLError", error, under=ssl)
    for b in (od, ods, hm, hms, rnd, bn, rsa, rsas, pkeys, cert, ext, name_, names):
        b.install(rt)
    from toque.interpreter.stdlib import openssl_pkey, openssl_store, openssl_x509

    openssl_pkey.define(rt)
    openssl_x509.install(rt)
    openssl_store.install(rt)
