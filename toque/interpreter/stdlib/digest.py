"""digest: Digest::MD5, SHA1, SHA256, SHA384, SHA512, SHA2, RMD160 on hashlib (digest.rb).

A digest object keeps its hashlib state in `@__h`; the class methods (`hexdigest`,
`file`, …) make a fresh instance of the receiver, so a Ruby subclass works as in MRI.
"""

from __future__ import annotations

import base64
import hashlib
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import binary, bytes_arg, file_bytes
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RObject, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

ds = Builtins("Digest", singleton=True)
dc = Builtins("Digest::Class", singleton=True)
di = Builtins("Digest::Instance")
sha2 = Builtins("Digest::SHA2")
kernel = Builtins("Kernel")

# Ruby class name -> hashlib name
ALGORITHMS = {
    "MD5": "md5",
    "SHA1": "sha1",
    "SHA256": "sha256",
    "SHA384": "sha384",
    "SHA512": "sha512",
    "RMD160": "ripemd160",
}
SHA2_BITS = {256: "sha256", 384: "sha384", 512: "sha512"}


def _new_state(rt: Runtime, name: str) -> Any:
    try:
        return hashlib.new(name)
    except ValueError:  # ripemd160 is missing from some OpenSSL builds
        raise rt.error("LoadError", f"cannot load such file -- digest/{name}") from None


def state(rt: Runtime, obj: Any) -> Any:
    h = obj.ivars.get("@__h") if isinstance(obj, RObject) else None
    if h is None:
        raise rt.error("RuntimeError", f"{rt.describe(obj)} is not an initialized digest")
    return h


def _algorithm(rt: Runtime, klass: Any) -> str:
    for mod in klass.ancestors():
        name = mod.name.rsplit("::", 1)[-1] if mod.name else None
        if name in ALGORITHMS and mod.name == f"Digest::{name}":
            return ALGORITHMS[name]
    raise rt.error("NotImplementedError", f"{klass.name} does not implement a digest")


def base_initialize(rt: Runtime, self: Any, args: list, block: Any) -> None:
    if args:
        raise rt.arity_error(len(args), "0")
    self.ivars["@__h"] = _new_state(rt, _algorithm(rt, self.cls))


def _fresh(rt: Runtime, obj: Any) -> Any:
    """A copy of `obj`'s state before any update (Digest::Instance#reset)."""
    return _new_state(rt, state(rt, obj).name)


_FED = object()  # no data argument: the digest of what was fed so far


def _result(rt: Runtime, self: Any, data: Any = _FED, bang: bool = False) -> bytes:
    """The digest of `data` (resetting before and after), or of what was fed so far."""
    h = state(rt, self)
    if data is not _FED:
        fresh = _fresh(rt, self)
        fresh.update(bytes_arg(rt, data))
        self.ivars["@__h"] = _fresh(rt, self)
        return fresh.digest()
    value = h.digest()
    if bang:
        self.ivars["@__h"] = _fresh(rt, self)
    return value


# -- Digest::Instance ------------------------------------------------------------------------


@di.method("update", "<<")
def update(rt, self, data):
    state(rt, self).update(bytes_arg(rt, data))
    return self


@di.method("digest")
def digest(rt, self, data=_FED):
    return binary(_result(rt, self, data))


@di.method("digest!")
def digest_bang(rt, self):
    return binary(_result(rt, self, bang=True))


@di.method("hexdigest")
def hexdigest(rt, self, data=_FED):
    return RString(_result(rt, self, data).hex())


@di.method("hexdigest!")
def hexdigest_bang(rt, self):
    return RString(_result(rt, self, bang=True).hex())


@di.method("to_s")
def to_s(rt, self):
    return RString(_result(rt, self).hex())


@di.method("base64digest")
def base64digest(rt, self, data=_FED):
    return RString(base64.b64encode(_result(rt, self, data)).decode())


@di.method("base64digest!")
def base64digest_bang(rt, self):
    return RString(base64.b64encode(_result(rt, self, bang=True)).decode())


@di.method("reset")
def reset(rt, self):
    self.ivars["@__h"] = _fresh(rt, self)
    return self


@di.method("length", "size", "digest_length")
def digest_length(rt, self):
    return state(rt, self).digest_size


@di.method("block_length")
def block_length(rt, self):
    return state(rt, self).block_size


@di.method("file")
def file(rt, self, path):
    state(rt, self).update(file_bytes(rt, path))
    return self


@di.method("new")
def instance_new(rt, self):
    copy = rt.send(self, "clone", [])
    copy.ivars["@__h"] = _fresh(rt, self)
    return copy


@di.method("initialize_copy", visibility="private")
def initialize_copy(rt, self, other):
    self.ivars["@__h"] = state(rt, other).copy()
    return self


@di.method("==")
def eq(rt, self, other):
    if isinstance(other, RObject) and "@__h" in other.ivars:
        return _result(rt, self) == _result(rt, other)
    if isinstance(other, RString):
        return _result(rt, self).hex() == other.v
    return False


@di.method("inspect")
def inspect(rt, self):
    return RString(f"#<{_label(rt, self)} {_result(rt, self).hex()}>")


def _label(rt: Runtime, obj: Any) -> str:
    bits = obj.ivars.get("@__bits")  # MRI: "#<Digest::SHA2:256 …>" but "#<Digest::MD5: …>"
    return f"{obj.cls.name}:{bits}" if bits is not None else f"{obj.cls.name}:"


# -- Digest::Class: the one-shot class methods ---------------------------------------------------


def _instance(rt: Runtime, klass: Any, args: tuple) -> Any:
    return rt.send(klass, "new", list(args))


@dc.method("digest")
def class_digest(rt, self, data, *args):
    return binary(_result(rt, _instance(rt, self, args), data))


@dc.method("hexdigest")
def class_hexdigest(rt, self, data, *args):
    return RString(_result(rt, _instance(rt, self, args), data).hex())


@dc.method("base64digest")
def class_base64digest(rt, self, data, *args):
    return RString(base64.b64encode(_result(rt, _instance(rt, self, args), data)).decode())


@dc.method("file")
def class_file(rt, self, path, *args):
    return file(rt, _instance(rt, self, args), path)


# -- Digest::SHA2 and Digest itself --------------------------------------------------------------


@sha2.method("initialize", visibility="private")
def sha2_initialize(rt, self, bits=256):
    if bits.__class__ is not int or bits not in SHA2_BITS:
        raise rt.error("ArgumentError", f"unsupported bit length: {rt.inspect(bits)}")
    self.ivars["@__h"] = _new_state(rt, SHA2_BITS[bits])
    self.ivars["@__bits"] = bits
    return None


@ds.method("hexencode")
def hexencode(rt, self, data):
    return RString(bytes_arg(rt, data).hex())


@kernel.method("Digest", visibility="private")
def digest_by_name(rt, self, name):
    text = rt.to_s(name)
    klass = rt.const_get("Digest").consts.get(text)
    if klass is None:
        raise rt.error(
            "LoadError", f"library not found for class Digest::{text} -- digest/{text.lower()}"
        )
    return klass


def define(rt: Runtime) -> None:
    if "Digest" in rt.Object.consts:
        return
    mod = rt.define_module("Digest")
    instance = rt.define_module("Instance", under=mod)
    klass = rt.define_class("Class", rt.Object, under=mod)
    klass.include(instance)
    base = rt.define_class("Base", klass, under=mod)
    rt.define_method(base, "initialize", base_initialize, 0, "private")
    for name in ALGORITHMS:
        rt.define_class(name, base, under=mod)
    rt.define_class("SHA2", klass, under=mod)
    mod.consts["VERSION"] = RString("3.1.0", frozen=True)
    for b in (ds, dc, di, sha2, kernel):
        b.install(rt)
