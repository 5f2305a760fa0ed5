"""Making X.509 certificates, on `cryptography`: Certificate.new with its setters and
`sign`, X509::Name.new / add_entry, X509::Extension.new and ExtensionFactory, whose
create_extension reads OpenSSL's configuration syntax ("CA:TRUE, pathlen:0",
"DNS:host,IP:127.0.0.1", "hash", "keyid:always"…) and answers values as OpenSSL prints
them. Reading certificates is openssl.py's; its getters answer for a certificate being
built too.

cryptography writes only version 3 certificates: `version` is what was set, the DER is v3.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.array import to_ary
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.number_ops import num2int, num2long, special_name, wrong_type
from toque.interpreter.core.string import str_arg
from toque.interpreter.model.objects import RArray, RHash, RObject, RString
from toque.interpreter.stdlib import openssl as ossl

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

cert = Builtins("OpenSSL::X509::Certificate")
name_ = Builtins("OpenSSL::X509::Name")
ext = Builtins("OpenSSL::X509::Extension")
fac = Builtins("OpenSSL::X509::ExtensionFactory")

UTF8, PRINTABLE, IA5 = 12, 19, 22
# X509::Name::OBJECT_TYPE_TEMPLATE: the ASN.1 string type of an entry by default
ENTRY_TYPES = {"C": PRINTABLE, "countryName": PRINTABLE, "serialNumber": PRINTABLE,
               "dnQualifier": PRINTABLE, "DC": IA5, "domainComponent": IA5,
               "emailAddress": IA5}  # fmt: skip

KEY_USAGE = (  # (config name, cryptography field, OpenSSL's label), in OpenSSL's order
    ("digitalSignature", "digital_signature", "Digital Signature"),
    ("nonRepudiation", "content_commitment", "Non Repudiation"),
    ("keyEncipherment", "key_encipherment", "Key Encipherment"),
    ("dataEncipherment", "data_encipherment", "Data Encipherment"),
    ("keyAgreement", "key_agreement", "Key Agreement"),
    ("keyCertSign", "key_cert_sign", "Certificate Sign"),
    ("cRLSign", "crl_sign", "CRL Sign"),
    ("encipherOnly", "encipher_only", "Encipher Only"),
    ("decipherOnly", "decipher_only", "Decipher Only"),
)
EXT_KEY_USAGE = {
    "serverAuth": ("1.3.6.1.5.5.7.3.1", "TLS Web Server Authentication"),
    "clientAuth": ("1.3.6.1.5.5.7.3.2", "TLS Web Client Authentication"),
    "codeSigning": ("1.3.6.1.5.5.7.3.3", "Code Signing"),
    "emailProtection": ("1.3.6.1.5.5.7.3.4", "E-mail Protection"),
    "timeStamping": ("1.3.6.1.5.5.7.3.8", "Time Stamping"),
    "OCSPSigning": ("1.3.6.1.5.5.7.3.9", "OCSP Signing"),
}
NAME_OIDS = {
    "CN": "COMMON_NAME", "commonName": "COMMON_NAME", "C": "COUNTRY_NAME",
    "countryName": "COUNTRY_NAME", "ST": "STATE_OR_PROVINCE_NAME",
    "stateOrProvinceName": "STATE_OR_PROVINCE_NAME", "L": "LOCALITY_NAME",
    "localityName": "LOCALITY_NAME", "O": "ORGANIZATION_NAME",
    "organizationName": "ORGANIZATION_NAME", "OU": "ORGANIZATIONAL_UNIT_NAME",
    "organizationalUnitName": "ORGANIZATIONAL_UNIT_NAME", "emailAddress": "EMAIL_ADDRESS",
    "DC": "DOMAIN_COMPONENT", "domainComponent": "DOMAIN_COMPONENT",
    "serialNumber": "SERIAL_NUMBER", "street": "STREET_ADDRESS", "title": "TITLE",
    "GN": "GIVEN_NAME", "givenName": "GIVEN_NAME", "SN": "SURNAME", "surname": "SURNAME",
    "UID": "USER_ID", "postalCode": "POSTAL_CODE", "dnQualifier": "DN_QUALIFIER",
    "name": "NAME", "initials": "INITIALS", "pseudonym": "PSEUDONYM",
    "businessCategory": "BUSINESS_CATEGORY", "jurisdictionC": "JURISDICTION_COUNTRY_NAME",
}  # fmt: skip


def _ext_error(rt: Runtime, message: str) -> Any:
    return ossl.ossl_error(rt, "X509::ExtensionError", message)


# -- Name ----------------------------------------------------------------------------------------


@name_.method("initialize", visibility="private")
def name_init(rt, self, entries=None, template=None):
    self.ivars["@__pairs"] = []
    if entries is None:
        return None
    if not isinstance(entries, RArray):  # DER bytes, which toque does not read
        text = str_arg(rt, entries)
        raise ossl.ossl_error(
            rt, "X509::NameError", "too small" if len(text) < 2 else "nested asn1 error"
        )
    for entry in entries:
        fields = list(to_ary(rt, entry))
        name_add_entry(rt, self, *(fields + [None] * (2 - len(fields))))
    return None


@name_.method("add_entry")
def name_add_entry(rt, self, oid, value, kind=None, *options):
    key = str_arg(rt, oid)
    if key not in NAME_OIDS:
        raise ossl.ossl_error(
            rt, "X509::NameError", f"X509_NAME_add_entry_by_txt: invalid field name ({key})"
        )
    code = ENTRY_TYPES.get(key, UTF8) if kind is None else num2int(rt, kind)
    self.ivars.setdefault("@__pairs", []).append((key, str_arg(rt, value), code))
    return self


def to_x509_name(rt: Runtime, name: Any) -> Any:
    from cryptography import x509
    from cryptography.x509.name import _ASN1Type
    from cryptography.x509.oid import NameOID

    kinds = {
        UTF8: _ASN1Type.UTF8String,
        PRINTABLE: _ASN1Type.PrintableString,
        IA5: _ASN1Type.IA5String,
    }
    attrs = []
    for key, value, code in name.ivars.get("@__pairs", []) if isinstance(name, RObject) else []:
        oid = getattr(NameOID, NAME_OIDS.get(key, "COMMON_NAME"))
        attrs.append(x509.NameAttribute(oid, value, kinds.get(code, _ASN1Type.UTF8String)))
    return x509.Name(attrs)


# -- Extension -----------------------------------------------------------------------------------


def make_extension(rt: Runtime, oid: str, value: str, critical: bool, built: Any = None) -> RObject:
    obj = RObject(rt.const_get("OpenSSL::X509::Extension"))
    obj.ivars.update({"@__oid": oid, "@__value": value, "@__critical": critical, "@__ext": built})
    return obj


@ext.method("initialize", visibility="private")
def ext_init(rt, self, oid, value, critical=False):
    self.ivars.update(
        {"@__oid": rt.to_s(oid), "@__value": rt.to_s(value), "@__critical": rt.truthy(critical),
         "@__ext": None}
    )  # fmt: skip
    return None


@ext.method("to_a")
def ext_to_a(rt, self):
    iv = self.ivars
    return RArray([RString(iv["@__oid"]), RString(iv["@__value"]), iv["@__critical"]])


@ext.method("to_h")
def ext_to_h(rt, self):
    iv = self.ivars
    return RHash.from_pairs(
        [(RString("oid"), RString(iv["@__oid"])), (RString("value"), RString(iv["@__value"])),
         (RString("critical"), iv["@__critical"])]
    )  # fmt: skip


@ext.method("critical=")
def ext_set_critical(rt, self, flag):
    self.ivars["@__critical"] = rt.truthy(flag)
    return flag


@ext.method("==")
def ext_eq(rt, self, other):
    return isinstance(other, RObject) and all(
        other.ivars.get(k) == self.ivars.get(k) for k in ("@__oid", "@__value", "@__critical")
    )


# -- ExtensionFactory ----------------------------------------------------------------------------


@fac.method("initialize", visibility="private")
def factory_init(rt, self, issuer=None, subject=None, request=None, crl=None):
    self.ivars.update({"@issuer_certificate": issuer, "@subject_certificate": subject,
                       "@subject_request": request, "@crl": crl, "@config": None})  # fmt: skip
    return None


def _accessor(name: str) -> None:
    # closures, not default arguments: a Builtins method's parameters are its Ruby arity
    def getter(rt, self):
        return self.ivars.get("@" + name)

    def setter(rt, self, value):
        self.ivars["@" + name] = value
        return value

    fac.method(name)(getter)
    fac.method(name + "=")(setter)


for _name in ("issuer_certificate", "subject_certificate", "subject_request", "crl", "config"):
    _accessor(_name)


@fac.method("create_extension", "create_ext")
def factory_create(rt, self, oid, value, critical=False):
    from toque.interpreter.core.string import str_arg

    return build_extension(rt, self, str_arg(rt, oid), str_arg(rt, value), rt.truthy(critical))


@fac.method("create_ext_from_array")
def factory_from_array(rt, self, ary):
    # openssl/x509.rb: `ary.size > 3` is refused, then create_ext(ary[0], ary[1], ary[2])
    if rt.truthy(rt.send(rt.send(ary, "size", []), ">", [3])):
        raise _ext_error(rt, "unexpected array form")
    return factory_create(rt, self, *(rt.send(ary, "[]", [i]) for i in range(3)))


@fac.method("create_ext_from_string")
def factory_from_string(rt, self, text):
    oid, _, rest = rt.to_s(text).partition("=")
    rest = rest.strip()
    critical = rest.startswith("critical,")
    if critical:
        rest = rest[len("critical,") :].strip()
    return build_extension(rt, self, oid.strip(), rest, critical)


@fac.method("create_ext_from_hash")
def factory_from_hash(rt, self, h):
    # openssl/x509.rb: create_ext(hash["oid"], hash["value"], hash["critical"])
    fields = (rt.send(h, "[]", [RString(k)]) for k in ("oid", "value", "critical"))
    return factory_create(rt, self, *fields)


def build_extension(rt: Runtime, factory: Any, oid: str, value: str, critical: bool) -> RObject:
    """An extension from OpenSSL's configuration syntax; "critical," first makes it critical."""
    text = value.strip()
    if text.startswith("critical,"):
        critical, text = True, text[len("critical,") :].strip()
    maker = BUILDERS.get(oid)
    if maker is None:
        raise _ext_error(rt, f"unknown OID `{oid}'")
    built, shown = maker(rt, factory, oid, text)
    return make_extension(rt, oid, shown, critical, built)


def _items(text: str) -> list[str]:
    return [p.strip() for p in text.split(",") if p.strip()]


def _basic_constraints(rt: Runtime, factory: Any, oid: str, text: str) -> tuple[Any, str]:
    from cryptography import x509

    ca, pathlen = False, None
    for item in _items(text):
        key, _, val = item.partition(":")
        if key == "CA" and val.upper() in ("TRUE", "FALSE"):
            ca = val.upper() == "TRUE"
        elif key == "pathlen":
            if not val.isdigit():
                raise _ext_error(rt, f"{oid} = {text}: bn dec2bn error")
            pathlen = int(val)
        else:
            raise _ext_error(rt, f"{oid} = {text}: invalid name")
    shown = f"CA:{'TRUE' if ca else 'FALSE'}" + (
        f", pathlen:{pathlen}" if pathlen is not None else ""
    )
    return x509.BasicConstraints(ca, pathlen if ca else None), shown


def _key_usage(rt: Runtime, factory: Any, oid: str, text: str) -> tuple[Any, str]:
    from cryptography import x509

    wanted = set(_items(text))
    known = {name for name, _, _ in KEY_USAGE}
    if wanted - known:
        raise _ext_error(rt, f"{oid} = {text}: unknown bit string argument")
    flags = {field: name in wanted for name, field, _ in KEY_USAGE}
    shown = ", ".join(label for name, _, label in KEY_USAGE if name in wanted)
    return x509.KeyUsage(**flags), shown


def _extended_key_usage(rt: Runtime, factory: Any, oid: str, text: str) -> tuple[Any, str]:
    from cryptography import x509
    from cryptography.x509.oid import ObjectIdentifier

    oids, labels = [], []
    for item in _items(text):
        if item in EXT_KEY_USAGE:
            dotted, label = EXT_KEY_USAGE[item]
        elif item.replace(".", "").isdigit():
            dotted, label = item, item
        else:
            raise _ext_error(rt, f"{oid} = {text}: invalid object identifier")
        oids.append(ObjectIdentifier(dotted))
        labels.append(label)
    return x509.ExtendedKeyUsage(oids), ", ".join(labels)


def _public_key_of(rt: Runtime, cert_obj: Any, role: str, what: str) -> Any:
    if cert_obj is None:
        raise _ext_error(rt, f"{what}: no {role} details")
    key = cert_public_key(rt, cert_obj)
    return ossl.key_of(rt, key)


def _subject_key_id(rt: Runtime, factory: Any, oid: str, text: str) -> tuple[Any, str]:
    from cryptography import x509

    if text == "hash":
        public = ossl._public(
            _public_key_of(
                rt, factory.ivars.get("@subject_certificate"), "subject", f"{oid} = {text}"
            )
        )
        ski = x509.SubjectKeyIdentifier.from_public_key(public)
    else:
        ski = x509.SubjectKeyIdentifier(bytes.fromhex(text.replace(":", "")))
    return ski, ski.digest.hex(":").upper()


def _authority_key_id(rt: Runtime, factory: Any, oid: str, text: str) -> tuple[Any, str]:
    from cryptography import x509

    parts = {item.split(":")[0] for item in _items(text)}
    if parts - {"keyid", "issuer"} or "keyid" not in parts:
        raise _ext_error(rt, f"{oid} = {text}: toque makes the keyid form only")
    issuer = factory.ivars.get("@issuer_certificate") if factory is not None else None
    if issuer is None:
        raise _ext_error(rt, f"{oid} = {text}: no issuer certificate")
    # OpenSSL takes the key id from the issuer's own subjectKeyIdentifier extension
    ski = next(
        (
            e
            for e in rt.send(issuer, "extensions", [])
            if e.ivars.get("@__oid") == "subjectKeyIdentifier"
        ),
        None,
    )
    if ski is None:
        raise _ext_error(rt, f"{oid} = {text}: unable to get issuer keyid")
    key_id = bytes.fromhex(ski.ivars["@__value"].replace(":", ""))
    aki = x509.AuthorityKeyIdentifier(key_id, None, None)
    return aki, key_id.hex(":").upper()


def _alt_names(rt: Runtime, factory: Any, oid: str, text: str) -> tuple[Any, str]:
    from cryptography import x509

    names, shown = [], []
    for item in _items(text):
        kind, _, val = item.partition(":")
        if kind == "DNS":
            names.append(x509.DNSName(val))
            shown.append(f"DNS:{val}")
        elif kind == "IP":
            address = ipaddress.ip_address(val)
            names.append(x509.IPAddress(address))
            shown.append(
                f"IP Address:{address.compressed.upper() if address.version == 6 else val}"
            )
        elif kind == "email":
            names.append(x509.RFC822Name(val))
            shown.append(f"email:{val}")
        elif kind == "URI":
            names.append(x509.UniformResourceIdentifier(val))
            shown.append(f"URI:{val}")
        else:
            raise _ext_error(
                rt, f"{oid} = {text}: " + ("missing value" if not val else "unsupported option")
            )
    klass = x509.SubjectAlternativeName if oid == "subjectAltName" else x509.IssuerAlternativeName
    return klass(names), ", ".join(shown)


def _ns_comment(rt: Runtime, factory: Any, oid: str, text: str) -> tuple[Any, str]:
    from cryptography import x509
    from cryptography.x509.oid import ObjectIdentifier

    data = text.encode()
    der = (
        bytes([0x16, len(data)]) + data
        if len(data) < 128
        else bytes([0x16, 0x81, len(data)]) + data
    )
    return x509.UnrecognizedExtension(ObjectIdentifier("2.16.840.1.113730.1.13"), der), text


BUILDERS = {
    "basicConstraints": _basic_constraints,
    "keyUsage": _key_usage,
    "extendedKeyUsage": _extended_key_usage,
    "subjectKeyIdentifier": _subject_key_id,
    "authorityKeyIdentifier": _authority_key_id,
    "subjectAltName": _alt_names,
    "issuerAltName": _alt_names,
    "nsComment": _ns_comment,
}


# -- Certificate being built ---------------------------------------------------------------------


def _tbs(self: Any) -> dict[str, Any] | None:
    return self.ivars.get("@__tbs")


def _editable(rt: Runtime, self: Any) -> dict[str, Any]:
    """The fields of a certificate being built; a read one becomes editable (re-signed)."""
    tbs = _tbs(self)
    if tbs is not None:
        return tbs
    tbs = {"version": 0, "serial": 0, "subject": None, "issuer": None, "not_before": None,
           "not_after": None, "public_key": None, "extensions": []}  # fmt: skip
    parsed = self.ivars.pop("@__cert", None)
    if parsed is not None:
        tbs.update(
            version=parsed.version.value, serial=parsed.serial_number,
            subject=ossl._name_from(rt, parsed.subject), issuer=ossl._name_from(rt, parsed.issuer),
            not_before=ossl._utc_time(rt, parsed.not_valid_before_utc),
            not_after=ossl._utc_time(rt, parsed.not_valid_after_utc),
            public_key=cert_public_key_of(rt, parsed), extensions=list(ossl.extensions_of(rt, parsed)),
        )  # fmt: skip
    self.ivars["@__tbs"] = tbs
    return tbs


@cert.method("initialize", visibility="private")
def cert_init(rt, self, data=None):
    if data is None:
        _editable(rt, self)
        return None
    return ossl.cert_init(rt, self, data)


def _getter(field: str, read: Any):
    def method(rt, self):
        tbs = _tbs(self)
        if tbs is None:
            return read(rt, self)
        value = tbs[field]
        if field == "serial":
            return ossl.make_bn(rt, value)
        if field in ("subject", "issuer") and value is None:
            return ossl.make_name(rt, [])
        if field == "extensions":
            return RArray(value)
        return value

    return method


def _extensions(rt: Runtime, value: Any) -> list[Any]:
    if not isinstance(value, RArray):
        raise wrong_type(rt, value, "Array")
    kind = rt.const_get("OpenSSL::X509::Extension")
    for ext in value:
        if kind not in rt.class_of(ext).ancestors():
            raise rt.error(
                "TypeError",
                f"wrong argument ({special_name(rt, ext)})! (Expected kind of OpenSSL::X509::Extension)",
            )
    return list(value)


def _setter(field: str):
    def method(rt, self, value):
        tbs = _editable(rt, self)
        if field == "serial":
            tbs[field] = ossl._int(rt, value)
        elif field == "version":
            tbs[field] = num2long(rt, value)
            if tbs[field] < 0:
                raise ossl.ossl_error(rt, "X509::CertificateError", "version must be >= 0!")
        elif field == "extensions":
            tbs[field] = _extensions(rt, value)
        else:
            tbs[field] = value
        return value

    return method


for _field, _read in (
    ("version", ossl.cert_version), ("serial", ossl.cert_serial), ("subject", ossl.cert_subject),
    ("issuer", ossl.cert_issuer), ("not_before", ossl.cert_not_before),
    ("not_after", ossl.cert_not_after), ("extensions", ossl.cert_extensions),
):  # fmt: skip
    cert.method(_field)(_getter(_field, _read))
    cert.method(_field + "=")(_setter(_field))


def cert_public_key_of(rt: Runtime, parsed: Any) -> Any:
    from toque.interpreter.stdlib.openssl_pkey import wrap_key

    return wrap_key(rt, parsed.public_key())


@cert.method("public_key")
def cert_public_key(rt, self):
    tbs = _tbs(self)
    if tbs is None:
        return ossl.cert_public_key(rt, self)
    if tbs["public_key"] is None:
        raise ossl.ossl_error(rt, "X509::CertificateError", "decode error")
    return tbs["public_key"]


@cert.method("public_key=")
def cert_set_public_key(rt, self, key):
    _editable(rt, self)["public_key"] = key
    return key


@cert.method("add_extension")
def cert_add_extension(rt, self, extension):
    _editable(rt, self)["extensions"].append(extension)
    return extension


def _cryptography_ext(rt: Runtime, extension: Any) -> tuple[Any, bool]:
    built = extension.ivars.get("@__ext")
    if built is None:  # read from a certificate, or made by Extension.new: from its text
        again = build_extension(
            rt, None, extension.ivars["@__oid"], extension.ivars["@__value"], False
        )
        built = again.ivars["@__ext"]
    return built, bool(extension.ivars["@__critical"])


def _when(rt: Runtime, value: Any, field: str) -> dt.datetime:
    if value is None:
        raise ossl.ossl_error(rt, "X509::CertificateError", f"{field} is not set")
    if not rt.responds(value, "to_f"):
        raise rt.error(
            "TypeError", f"no implicit conversion of {rt.real_class(value).name} into Time"
        )
    return dt.datetime.fromtimestamp(float(rt.send(value, "to_f", [])), dt.UTC)


@cert.method("sign")
def cert_sign(rt, self, key, digest):
    from cryptography import x509

    tbs = _editable(rt, self)
    private = ossl.key_of(rt, key)
    if not ossl._is_private(private):
        raise ossl.ossl_error(rt, "X509::CertificateError", "private key is needed")
    if tbs["public_key"] is None:
        raise ossl.ossl_error(rt, "X509::CertificateError", "public key is not set")
    if tbs["serial"] <= 0:  # OpenSSL signs serial 0; cryptography, which toque signs with, does not
        raise ossl.ossl_error(
            rt, "X509::CertificateError", "toque signs certificates with a positive serial only"
        )
    try:
        builder = (
            x509.CertificateBuilder()
            .subject_name(to_x509_name(rt, tbs["subject"]))
            .issuer_name(to_x509_name(rt, tbs["issuer"]))
            .serial_number(tbs["serial"])
            .not_valid_before(_when(rt, tbs["not_before"], "not_before"))
            .not_valid_after(_when(rt, tbs["not_after"], "not_after"))
            .public_key(ossl._public(ossl.key_of(rt, tbs["public_key"])))
        )
    except (ValueError, OverflowError, OSError) as exc:
        # cryptography's limits, which OpenSSL has not: not_after before not_before, times
        # before 1950 or beyond what a timestamp holds
        raise ossl.ossl_error(
            rt, "X509::CertificateError", f"toque cannot sign this certificate: {exc}"
        ) from None
    for extension in tbs["extensions"]:
        built, critical = _cryptography_ext(rt, extension)
        builder = builder.add_extension(built, critical)
    self.ivars["@__cert"] = builder.sign(private, ossl._hash(rt, digest))
    del self.ivars["@__tbs"]
    return self


def install(rt: Runtime) -> None:
    """Called by openssl.define, after the reading methods (these reopen some of them)."""
    x509 = rt.const_get("OpenSSL::X509")
    if "ExtensionFactory" not in x509.consts:
        rt.define_class("ExtensionFactory", rt.Object, under=x509)
    for b in (cert, name_, ext, fac):
        b.install(rt)
