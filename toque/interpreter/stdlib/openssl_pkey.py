"""OpenSSL::PKey::EC (with EC::Group and EC::Point) and OpenSSL::PKey::DH, on `cryptography`,
as the openssl 3.0 gem of Ruby 3.1 has them over OpenSSL 3: keys are immutable once made
(`generate_key!`, `private_key=`… raise PKeyError), EC.new of a curve name gives a key with
only a group, and DH.new(bits) generates parameters and a key pair."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import binary, bytes_arg
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.number_ops import num2int
from toque.interpreter.model.objects import RHash, RObject, RString, RSymbol
from toque.interpreter.stdlib.openssl import (
    _hash,
    _is_private,
    _public,
    key_of,
    load_key,
    make_bn,
    ossl_error,
)

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

ecb = Builtins("OpenSSL::PKey::EC")
ecs = Builtins("OpenSSL::PKey::EC", singleton=True)
grp = Builtins("OpenSSL::PKey::EC::Group")
pnt = Builtins("OpenSSL::PKey::EC::Point")
dhb = Builtins("OpenSSL::PKey::DH")
dhs = Builtins("OpenSSL::PKey::DH", singleton=True)

IMMUTABLE = "pkeys are immutable on OpenSSL 3.0"

# OpenSSL's short names for the curves `cryptography` offers, with OpenSSL's comments
CURVES = {
    "secp192k1": None,
    "prime192v1": ("SECP192R1", "NIST/X9.62/SECG curve over a 192 bit prime field"),
    "secp224r1": ("SECP224R1", "NIST/SECG curve over a 224 bit prime field"),
    "prime256v1": ("SECP256R1", "X9.62/SECG curve over a 256 bit prime field"),
    "secp256k1": ("SECP256K1", "SECG curve over a 256 bit prime field"),
    "secp384r1": ("SECP384R1", "NIST/SECG curve over a 384 bit prime field"),
    "secp521r1": ("SECP521R1", "NIST/SECG curve over a 521 bit prime field"),
    "brainpoolP256r1": ("BrainpoolP256R1", "RFC 5639 curve over a 256 bit prime field"),
    "brainpoolP384r1": ("BrainpoolP384R1", "RFC 5639 curve over a 384 bit prime field"),
    "brainpoolP512r1": ("BrainpoolP512R1", "RFC 5639 curve over a 512 bit prime field"),
}
CURVES = {k: v for k, v in CURVES.items() if v is not None}
ALIASES = {"secp192r1": "prime192v1", "secp256r1": "prime256v1", "P-256": "prime256v1",
           "P-384": "secp384r1", "P-521": "secp521r1", "P-224": "secp224r1"}  # fmt: skip


def _curve(rt: Runtime, name: str) -> Any:
    from cryptography.hazmat.primitives.asymmetric import ec

    short = ALIASES.get(name, name)
    if short not in CURVES:
        raise ossl_error(rt, "PKey::ECError", "invalid curve name")
    return getattr(ec, CURVES[short][0])()


def _short_name(curve: Any) -> str:
    return ALIASES.get(curve.name, curve.name)


# -- EC::Group -----------------------------------------------------------------------------------


def make_group(rt: Runtime, curve: Any) -> RObject:
    obj = RObject(rt.const_get("OpenSSL::PKey::EC::Group"))
    obj.ivars["@__curve"] = curve
    return obj


def curve_of(rt: Runtime, group: Any) -> Any:
    curve = group.ivars.get("@__curve") if isinstance(group, RObject) else None
    if curve is None:
        raise ossl_error(rt, "PKey::EC::Group::Error", "no curve")
    return curve


def _group_der(curve: Any) -> bytes:
    """ECParameters as a named curve: the DER of the curve's OBJECT IDENTIFIER."""
    dotted = _CURVE_OIDS[_short_name(curve)]
    parts = [int(p) for p in dotted.split(".")]
    body = bytes([40 * parts[0] + parts[1]])
    for part in parts[2:]:
        chunk = [part & 0x7F]
        part >>= 7
        while part:
            chunk.append(0x80 | (part & 0x7F))
            part >>= 7
        body += bytes(reversed(chunk))
    return bytes([0x06, len(body)]) + body


_CURVE_OIDS = {
    "prime192v1": "1.2.840.10045.3.1.1",
    "secp224r1": "1.3.132.0.33",
    "prime256v1": "1.2.840.10045.3.1.7",
    "secp256k1": "1.3.132.0.10",
    "secp384r1": "1.3.132.0.34",
    "secp521r1": "1.3.132.0.35",
    "brainpoolP256r1": "1.3.36.3.3.2.8.1.1.7",
    "brainpoolP384r1": "1.3.36.3.3.2.8.1.1.11",
    "brainpoolP512r1": "1.3.36.3.3.2.8.1.1.13",
}


@grp.method("initialize", visibility="private")
def group_init(rt, self, arg):
    if isinstance(arg, RObject) and "@__curve" in arg.ivars:
        self.ivars["@__curve"] = arg.ivars["@__curve"]
        return None
    data = bytes_arg(rt, arg)
    for short in _CURVE_OIDS:  # DER or PEM ECParameters naming a curve
        der = _group_der(_curve(rt, short))
        if data.strip() in (der, _pem_block("EC PARAMETERS", der).strip().encode()):
            self.ivars["@__curve"] = _curve(rt, short)
            return None
    name = data.decode("latin-1")
    if ALIASES.get(name, name) not in CURVES:
        raise ossl_error(rt, "PKey::EC::Group::Error", f"unknown curve name ({name})")
    self.ivars["@__curve"] = _curve(rt, name)
    return None


def _pem_block(label: str, der: bytes) -> str:
    import base64

    text = base64.b64encode(der).decode()
    lines = [text[i : i + 64] for i in range(0, len(text), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----\n"


@grp.method("curve_name")
def group_curve_name(rt, self):
    return RString(_short_name(curve_of(rt, self)))


@grp.method("degree")
def group_degree(rt, self):
    return curve_of(rt, self).key_size


@grp.method("order")
def group_order(rt, self):
    return make_bn(rt, curve_of(rt, self).group_order)


@grp.method("cofactor")
def group_cofactor(rt, self):
    return make_bn(rt, 1)  # every curve above is of prime order


@grp.method("asn1_flag")
def group_asn1_flag(rt, self):
    return 1  # OpenSSL::PKey::EC::NAMED_CURVE


@grp.method("point_conversion_form")
def group_conversion(rt, self):
    return RSymbol("uncompressed")


@grp.method("to_der")
def group_to_der(rt, self):
    return binary(_group_der(curve_of(rt, self)))


@grp.method("to_pem")
def group_to_pem(rt, self):
    return RString(_pem_block("EC PARAMETERS", _group_der(curve_of(rt, self))))


@grp.method("==", "eql?")
def group_eq(rt, self, other):
    theirs = other.ivars.get("@__curve") if isinstance(other, RObject) else None
    return theirs is not None and theirs.name == curve_of(rt, self).name


@grp.method("inspect")
def group_inspect(rt, self):
    return RString(f"#<OpenSSL::PKey::EC::Group {_short_name(curve_of(rt, self))}>")


# -- EC::Point -----------------------------------------------------------------------------------


def make_point(rt: Runtime, public: Any) -> RObject:
    obj = RObject(rt.const_get("OpenSSL::PKey::EC::Point"))
    obj.ivars["@__pub"] = public
    return obj


def _pub(rt: Runtime, point: Any) -> Any:
    pub = point.ivars.get("@__pub") if isinstance(point, RObject) else None
    if pub is None:
        raise ossl_error(rt, "PKey::EC::Point::Error", "no point")
    return pub


@pnt.method("initialize", visibility="private")
def point_init(rt, self, group, encoded=None):
    from cryptography.hazmat.primitives.asymmetric import ec

    if encoded is None and isinstance(group, RObject) and "@__pub" in group.ivars:
        self.ivars["@__pub"] = group.ivars["@__pub"]
        return None
    curve = curve_of(rt, group)
    if isinstance(encoded, RObject) and "@__n" in encoded.ivars:
        n = encoded.ivars["@__n"]
        data = n.to_bytes((n.bit_length() + 7) // 8, "big")
    else:
        data = bytes_arg(rt, encoded)
    try:
        self.ivars["@__pub"] = ec.EllipticCurvePublicKey.from_encoded_point(curve, data)
    except ValueError:
        raise ossl_error(rt, "PKey::EC::Point::Error", "invalid encoding") from None
    return None


def _octets(rt: Runtime, pub: Any, form: Any = None) -> bytes:
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

    name = form.name if isinstance(form, RSymbol) else "uncompressed"
    kinds = {"uncompressed": PublicFormat.UncompressedPoint,
             "compressed": PublicFormat.CompressedPoint}  # fmt: skip
    if name not in kinds:
        raise rt.error("ArgumentError", "unsupported point conversion form: " + repr(name))
    return pub.public_bytes(Encoding.X962, kinds[name])


@pnt.method("to_octet_string")
def point_octets(rt, self, form):
    return binary(_octets(rt, _pub(rt, self), form))


@pnt.method("to_bn")
def point_to_bn(rt, self, form=None):
    return make_bn(rt, int.from_bytes(_octets(rt, _pub(rt, self), form), "big"))


@pnt.method("group")
def point_group(rt, self):
    return make_group(rt, _pub(rt, self).curve)


@pnt.method("on_curve?")
def point_on_curve(rt, self):
    _pub(rt, self)
    return True  # cryptography accepts no point off its curve


@pnt.method("infinity?")
def point_infinity(rt, self):
    _pub(rt, self)
    return False  # nor the point at infinity


@pnt.method("==", "eql?")
def point_eq(rt, self, other):
    theirs = other.ivars.get("@__pub") if isinstance(other, RObject) else None
    return theirs is not None and _octets(rt, theirs) == _octets(rt, _pub(rt, self))


# -- EC ------------------------------------------------------------------------------------------


def make_ec(rt: Runtime, key: Any) -> RObject:
    obj = RObject(rt.const_get("OpenSSL::PKey::EC"))
    obj.ivars["@__key"] = key
    return obj


def _is_ec(key: Any) -> bool:
    from cryptography.hazmat.primitives.asymmetric import ec

    return isinstance(key, (ec.EllipticCurvePrivateKey, ec.EllipticCurvePublicKey))


@ecb.method("initialize", visibility="private")
def ec_init(rt, self, arg=None, password=None):
    if arg is None:
        return None
    if isinstance(arg, RObject) and ("@__key" in arg.ivars or "@__group_only" in arg.ivars):
        self.ivars.update(arg.ivars)
        return None
    if isinstance(arg, RObject) and "@__curve" in arg.ivars:
        self.ivars["@__group_only"] = arg.ivars["@__curve"]
        return None
    data = bytes_arg(rt, arg)
    try:
        key = load_key(rt, data, password, "PKey::ECError")
    except Exception:
        key = None
    if key is not None:
        if not _is_ec(key):
            raise ossl_error(rt, "PKey::ECError", "incorrect pkey type: " + _type_name(key))
        self.ivars["@__key"] = key
        return None
    self.ivars["@__group_only"] = _curve(rt, data.decode("latin-1"))
    return None


def _type_name(key: Any) -> str:
    from cryptography.hazmat.primitives.asymmetric import rsa

    return "rsaEncryption" if isinstance(key, (rsa.RSAPrivateKey, rsa.RSAPublicKey)) else "unknown"


@ecs.method("generate")
def ec_generate(rt, self, arg):
    from cryptography.hazmat.primitives.asymmetric import ec

    if isinstance(arg, RObject) and "@__curve" in arg.ivars:
        curve = arg.ivars["@__curve"]
    else:
        curve = _curve(rt, rt.to_s(arg))
    return make_ec(rt, ec.generate_private_key(curve))


@ecs.method("builtin_curves")
def ec_builtin_curves(rt, self):
    from toque.interpreter.model.objects import RArray

    return RArray(
        RArray([RString(name), RString(comment)]) for name, (_, comment) in CURVES.items()
    )


def _ec_key(rt: Runtime, self: Any) -> Any:
    return self.ivars.get("@__key")


@ecb.method("group")
def ec_group(rt, self):
    key = _ec_key(rt, self)
    if key is not None:
        return make_group(rt, key.curve)
    curve = self.ivars.get("@__group_only")
    return None if curve is None else make_group(rt, curve)


@ecb.method("private_key")
def ec_private_key(rt, self):
    key = _ec_key(rt, self)
    return (
        make_bn(rt, key.private_numbers().private_value)
        if key is not None and _is_private(key)
        else None
    )


@ecb.method("public_key")
def ec_public_key(rt, self):
    key = _ec_key(rt, self)
    return None if key is None else make_point(rt, _public(key))


@ecb.method("private?", "private_key?")
def ec_private(rt, self):
    key = _ec_key(rt, self)
    return key is not None and _is_private(key)


@ecb.method("public?", "public_key?")
def ec_public(rt, self):
    return _ec_key(rt, self) is not None


@ecb.method("generate_key!", "generate_key", "private_key=", "public_key=", "group=")
def ec_immutable(rt, self, *args):
    raise ossl_error(rt, "PKey::PKeyError", IMMUTABLE)


@ecb.method("check_key")
def ec_check_key(rt, self):
    key_of(rt, self)  # cryptography builds no key whose point is off its curve
    return True


@ecb.method("dh_compute_key")
def ec_dh_compute_key(rt, self, point):
    from cryptography.hazmat.primitives.asymmetric import ec

    key = key_of(rt, self)
    if not _is_private(key):
        raise ossl_error(rt, "PKey::ECError", "EVP_PKEY_derive_init: missing private key")
    return binary(key.exchange(ec.ECDH(), _pub(rt, point)))


def _raw(size: int) -> Any:
    """A digest already made, of any length: ECDSA signs it as OpenSSL's ECDSA_sign does."""
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import utils

    class Raw(hashes.HashAlgorithm):
        name = "sha256"
        block_size = None
        digest_size = size

    return utils.Prehashed(Raw())


@ecb.method("dsa_sign_asn1")
def ec_dsa_sign(rt, self, data):
    from cryptography.hazmat.primitives.asymmetric import ec

    key = key_of(rt, self)
    if not _is_private(key):
        raise ossl_error(rt, "PKey::ECError", "EVP_PKEY_sign: missing private key")
    digest = bytes_arg(rt, data)
    return binary(key.sign(digest, ec.ECDSA(_raw(len(digest)))))


@ecb.method("dsa_verify_asn1")
def ec_dsa_verify(rt, self, data, signature):
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric import ec

    digest, sig = bytes_arg(rt, data), bytes_arg(rt, signature)
    _well_formed(rt, sig, "PKey::ECError", "EVP_PKEY_verify")
    try:
        _public(key_of(rt, self)).verify(sig, digest, ec.ECDSA(_raw(len(digest))))
    except InvalidSignature:
        return False
    return True


def _well_formed(rt: Runtime, signature: bytes, error: str, message: str) -> None:
    """OpenSSL raises, rather than answer false, when a signature is not DER at all."""
    from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature

    try:
        decode_dss_signature(signature)
    except ValueError:
        raise ossl_error(rt, error, message) from None


@ecb.method("sign")
def ec_sign(rt, self, digest, data, *options):
    from cryptography.hazmat.primitives.asymmetric import ec

    key = key_of(rt, self)
    if not _is_private(key):
        raise ossl_error(rt, "PKey::PKeyError", "EVP_PKEY_sign: missing private key")
    return binary(key.sign(bytes_arg(rt, data), ec.ECDSA(_hash(rt, digest))))


@ecb.method("verify")
def ec_verify(rt, self, digest, signature, data, *options):
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric import ec

    sig = bytes_arg(rt, signature)
    _well_formed(rt, sig, "PKey::PKeyError", "EVP_DigestVerify")
    try:
        _public(key_of(rt, self)).verify(sig, bytes_arg(rt, data), ec.ECDSA(_hash(rt, digest)))
    except InvalidSignature:
        return False
    return True


def serialize(rt: Runtime, key: Any, password: Any = None, der: bool = False, pkcs8: bool = False,
              public: bool = False) -> bytes:  # fmt: skip
    """A key as `export`/`to_der` (traditional form) or `private_to_pem` (PKCS #8) write it."""
    from cryptography.hazmat.primitives import serialization as s

    encoding = s.Encoding.DER if der else s.Encoding.PEM
    if public or not _is_private(key):
        return _public(key).public_bytes(encoding, s.PublicFormat.SubjectPublicKeyInfo)
    encryption = (
        s.BestAvailableEncryption(bytes_arg(rt, password))
        if password is not None
        else s.NoEncryption()
    )
    fmt = s.PrivateFormat.PKCS8 if pkcs8 else s.PrivateFormat.TraditionalOpenSSL
    return key.private_bytes(encoding, fmt, encryption)


@ecb.method("export", "to_pem", "to_s")
def ec_export(rt, self, cipher=None, password=None):
    return RString(serialize(rt, key_of(rt, self), password).decode())


@ecb.method("to_der")
def ec_to_der(rt, self):
    return binary(serialize(rt, key_of(rt, self), der=True))


@ecb.method("public_to_pem")
def ec_public_to_pem(rt, self):
    return RString(serialize(rt, key_of(rt, self), public=True).decode())


@ecb.method("public_to_der")
def ec_public_to_der(rt, self):
    return binary(serialize(rt, key_of(rt, self), der=True, public=True))


@ecb.method("private_to_pem")
def ec_private_to_pem(rt, self, cipher=None, password=None):
    return RString(serialize(rt, key_of(rt, self), password, pkcs8=True).decode())


@ecb.method("private_to_der")
def ec_private_to_der(rt, self, cipher=None, password=None):
    return binary(serialize(rt, key_of(rt, self), password, der=True, pkcs8=True))


@ecb.method("oid")
def ec_oid(rt, self):
    return RString("id-ecPublicKey")


@ecb.method("inspect")
def ec_inspect(rt, self):
    return RString("#<OpenSSL::PKey::EC oid=id-ecPublicKey>")


def wrap_key(rt: Runtime, key: Any) -> RObject:
    """A `cryptography` key as the OpenSSL::PKey class of its kind."""
    from cryptography.hazmat.primitives.asymmetric import dh, rsa

    from toque.interpreter.stdlib.openssl import make_rsa

    if isinstance(key, (rsa.RSAPrivateKey, rsa.RSAPublicKey)):
        return make_rsa(rt, key)
    if _is_ec(key):
        return make_ec(rt, key)
    if isinstance(key, dh.DHPrivateKey):
        return make_dh(rt, key.parameters(), key)
    raise ossl_error(rt, "PKey::PKeyError", "unsupported key type")


# -- DH ------------------------------------------------------------------------------------------


def make_dh(rt: Runtime, params: Any, key: Any = None) -> RObject:
    obj = RObject(rt.const_get("OpenSSL::PKey::DH"))
    obj.ivars["@__params"] = params
    if key is not None:
        obj.ivars["@__key"] = key
    return obj


def _dh_generate(rt: Runtime, bits: Any, generator: Any = 2) -> tuple[Any, Any]:
    from cryptography.hazmat.primitives.asymmetric import dh

    if bits.__class__ is not int:  # MRI hands `bits.to_s` to OpenSSL, which refuses it
        raise ossl_error(
            rt,
            "PKey::PKeyError",
            f'EVP_PKEY_CTX_ctrl_str(ctx, "dh_paramgen_prime_len", "{rt.to_s(bits)}")',
        )
    if int(bits) < 0:
        raise ossl_error(
            rt,
            "PKey::PKeyError",
            f'EVP_PKEY_CTX_ctrl_str(ctx, "dh_paramgen_prime_len", "{int(bits)}"): invalid negative value',
        )
    try:
        params = dh.generate_parameters(generator=num2int(rt, generator), key_size=bits)
    except (ValueError, OverflowError) as exc:
        raise ossl_error(rt, "PKey::DHError", str(exc)) from None
    return params, params.generate_private_key()


def load_params(rt: Runtime, data: bytes) -> Any:
    from cryptography.hazmat.primitives import serialization as s

    for load in (s.load_pem_parameters, s.load_der_parameters):
        try:
            return load(data)
        except (ValueError, TypeError):
            continue
    raise ossl_error(rt, "PKey::DHError", "could not parse pkey: unsupported")


@dhb.method("initialize", visibility="private")
def dh_init(rt, self, arg=None, generator=2):
    if arg is None:
        return None
    if isinstance(arg, int):
        params, key = _dh_generate(rt, arg, generator)
        self.ivars.update({"@__params": params, "@__key": key})
        return None
    self.ivars["@__params"] = load_params(rt, bytes_arg(rt, arg))
    return None


@dhs.method("generate")
def dh_generate(rt, self, bits, generator=2):
    params, key = _dh_generate(rt, bits, generator)
    return make_dh(rt, params, key)


def _numbers(rt: Runtime, self: Any) -> Any:
    params = self.ivars.get("@__params")
    return None if params is None else params.parameter_numbers()


@dhb.method("p")
def dh_p(rt, self):
    n = _numbers(rt, self)
    return None if n is None else make_bn(rt, n.p)


@dhb.method("g")
def dh_g(rt, self):
    n = _numbers(rt, self)
    return None if n is None else make_bn(rt, n.g)


@dhb.method("q")
def dh_q(rt, self):
    n = _numbers(rt, self)
    return None if n is None or n.q is None else make_bn(rt, n.q)


@dhb.method("pub_key")
def dh_pub_key(rt, self):
    key = self.ivars.get("@__key")
    return None if key is None else make_bn(rt, _public(key).public_numbers().y)


@dhb.method("priv_key")
def dh_priv_key(rt, self):
    key = self.ivars.get("@__key")
    return None if key is None else make_bn(rt, key.private_numbers().x)


@dhb.method("params")
def dh_params(rt, self):
    names = ("p", "q", "g", "pub_key", "priv_key")
    getters = (dh_p, dh_q, dh_g, dh_pub_key, dh_priv_key)
    # what the key lacks is 0, as OpenSSL reports it
    return RHash.from_pairs(
        (RString(n), get(rt, self) or make_bn(rt, 0)) for n, get in zip(names, getters, strict=True)
    )


@dhb.method("private?")
def dh_private(rt, self):
    return self.ivars.get("@__key") is not None


@dhb.method("public?")
def dh_public(rt, self):
    return self.ivars.get("@__key") is not None


@dhb.method("public_key")
def dh_public_key(rt, self):
    """A DH of the same parameters and no key (deprecated in the gem, still there)."""
    return make_dh(rt, self.ivars.get("@__params"))


@dhb.method("params_ok?")
def dh_params_ok(rt, self):
    n = _numbers(rt, self)
    return n is not None and n.p % 2 == 1 and 1 < n.g < n.p - 1


def _params_bytes(rt: Runtime, self: Any, der: bool) -> bytes:
    from cryptography.hazmat.primitives import serialization as s

    params = self.ivars.get("@__params")
    if params is None:
        raise ossl_error(rt, "PKey::DHError", "no parameters")
    encoding = s.Encoding.DER if der else s.Encoding.PEM
    return params.parameter_bytes(encoding, s.ParameterFormat.PKCS3)


@dhb.method("export", "to_pem", "to_s")
def dh_export(rt, self):
    return RString(_params_bytes(rt, self, False).decode())


@dhb.method("to_der")
def dh_to_der(rt, self):
    return binary(_params_bytes(rt, self, True))


@dhb.method("compute_key")
def dh_compute_key(rt, self, public_bn):
    from cryptography.hazmat.primitives.asymmetric import dh

    key = self.ivars.get("@__key")
    if key is None:
        raise ossl_error(rt, "PKey::DHError", "incomplete DH")
    y = public_bn.ivars["@__n"] if isinstance(public_bn, RObject) else int(public_bn)
    peer = dh.DHPublicNumbers(y, _numbers(rt, self)).public_key()
    return binary(key.exchange(peer))


@dhb.method("generate_key!")
def dh_generate_key(rt, self):
    raise ossl_error(
        rt,
        "PKey::DHError",
        "OpenSSL::PKey::DH is immutable on OpenSSL 3.0; use OpenSSL::PKey.generate_key instead",
    )


@dhb.method("set_key")
def dh_set_key(rt, self, pub_key, priv_key):
    raise ossl_error(rt, "PKey::PKeyError", "dh#set_key= is incompatible with OpenSSL 3.0")


@dhb.method("set_pqg")
def dh_set_pqg(rt, self, p, q, g):
    raise ossl_error(rt, "PKey::PKeyError", "dh#set_pqg= is incompatible with OpenSSL 3.0")


@dhb.method("oid")
def dh_oid(rt, self):
    return RString("dhKeyAgreement")


@dhb.method("inspect")
def dh_inspect(rt, self):
    return RString("#<OpenSSL::PKey::DH oid=dhKeyAgreement>")


def define(rt: Runtime) -> None:
    """Called by openssl.define: the classes under OpenSSL::PKey, then their methods."""
    pkey = rt.const_get("OpenSSL::PKey")
    base, error = pkey.consts["PKey"], pkey.consts["PKeyError"]
    ec = rt.define_class("EC", base, under=pkey)
    ec.consts.update(NAMED_CURVE=1, EXPLICIT_CURVE=0)
    rt.define_class("ECError", error, under=pkey)
    for name in ("Group", "Point"):
        klass = rt.define_class(name, rt.Object, under=ec)
        rt.define_class("Error", pkey.consts["ECError"], under=klass)
    rt.define_class("DH", base, under=pkey)
    rt.define_class("DHError", error, under=pkey)
    for b in (ecb, ecs, grp, pnt, dhb, dhs):
        b.install(rt)
