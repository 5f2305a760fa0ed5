"""Marshal's reader (MRI's format 4.8): `Reader` rebuilds the objects `Writer` writes, links
and symlinks resolved through the same tables; `marshal_lib.py` is Marshal itself."""

from __future__ import annotations

import math
import struct
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import binary, decode_text
from toque.interpreter.core.marshal_write import MAJOR, MINOR, type_error
from toque.interpreter.core.subclass import RArraySub, RHashSub, RStringSub
from toque.interpreter.model.classes import RClass, RModule
from toque.interpreter.model.objects import RArray, RHash, RObject, RRange, RString, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# -- reading -------------------------------------------------------------------------------------


class Reader:
    def __init__(self, rt: Runtime, data: bytes, proc: Any, freeze: bool) -> None:
        self.rt = rt
        self.data = data
        self.pos = 0
        self.objects: list[Any] = []
        self.symbols: list[str] = []
        self.proc = proc
        self.freeze = freeze

    def short(self) -> Any:
        return self.rt.error("ArgumentError", "marshal data too short")

    def byte(self) -> int:
        if self.pos >= len(self.data):
            raise self.short()
        self.pos += 1
        return self.data[self.pos - 1]

    def long(self) -> int:
        c = self.byte()
        c = c - 256 if c > 127 else c
        if c == 0:
            return 0
        if 4 < c < 128:
            return c - 5
        if -129 < c < -4:
            return c + 5
        if c > 0:
            return int.from_bytes(self.take(c), "little")
        return int.from_bytes(self.take(-c), "little") - (1 << (8 * -c))

    def take(self, n: int) -> bytes:
        if self.pos + n > len(self.data):
            raise self.short()
        self.pos += n
        return self.data[self.pos - n : self.pos]

    def bytes_(self) -> bytes:
        return self.take(self.long())

    def header(self) -> None:
        major, minor = self.byte(), self.byte()
        if major != MAJOR or minor > MINOR:
            raise type_error(
                self.rt,
                "incompatible marshal file format (can't be read)\n"
                f"\tformat version {MAJOR}.{MINOR} required; {major}.{minor} given",
            )

    def symbol_body(self, ivars: bool = False) -> str:
        name = self.bytes_().decode("utf-8", "surrogateescape")
        self.symbols.append(name)
        if ivars:
            for _ in range(self.long()):
                self.symbol()
                self.read()
        return name

    def symbol(self) -> str:
        c = chr(self.byte())
        if c == ":":
            return self.symbol_body()
        if c == ";":
            return self.symbols[self.long()]
        if c == "I" and chr(self.byte()) == ":":
            return self.symbol_body(ivars=True)
        raise self.rt.error("ArgumentError", f"dump format error for symbol(0x{ord(c):x})")

    def entry(self, v: Any) -> Any:
        self.objects.append(v)
        return v

    def done(self, v: Any) -> Any:
        """The object made: frozen under `freeze: true`, then given to the proc."""
        if self.freeze and not isinstance(v, RModule):
            if hasattr(v, "frozen"):
                v.frozen = True
        if self.proc is not None:
            return self.rt.call_proc(self.proc, [v])
        return v

    def read(self) -> Any:
        rt = self.rt
        c = chr(self.byte())
        if c == "0":
            return self.done(None)
        if c == "T":
            return self.done(True)
        if c == "F":
            return self.done(False)
        if c == "i":
            return self.done(self.long())
        if c == ":":
            return self.done(sym(self.symbol_body()))
        if c == ";":
            return self.done(sym(self.symbols[self.long()]))
        if c == "@":
            index = self.long()
            if index >= len(self.objects):
                raise rt.error("ArgumentError", "dump format error (unlinked)")
            return self.objects[index]
        if c == "I":
            return self.with_ivars()
        handler = getattr(self, f"read_{READERS.get(c, 'unknown')}")
        return handler(c)

    def with_ivars(self) -> Any:
        """'I': an object followed by instance variables (a String's encoding, a Time's
        zone); a String's bytes become a String once its encoding is known."""
        c = chr(self.byte())
        if c == ":":
            return self.done(sym(self.symbol_body(ivars=True)))
        index = len(self.objects)
        raw = self.raw_object(c)
        ivars = {}
        for _ in range(self.long()):
            name = self.symbol()
            ivars[name] = self.read()
        encoding = None
        if "E" in ivars:
            encoding = "UTF-8" if ivars.pop("E") else "US-ASCII"
        elif "encoding" in ivars:
            encoding = self.rt.to_s(ivars.pop("encoding"))
        if not isinstance(raw, tuple):  # an object read whole; its ivars are its own
            if isinstance(raw, RObject):
                raw.ivars.update(ivars)
            return raw
        if raw[0] == "user":
            value = self.user_load(raw[1], raw[2], encoding, ivars)
            return self.done(self.entry(value))
        value = self.finish(raw, encoding)
        self.objects[index] = value
        return self.done(value)

    def raw_object(self, c: str) -> Any:
        """What an 'I' wraps, before its ivars: bytes of a String or Regexp (given their
        place in the table now), a _dump's data (numbered after its ivars), or an object."""
        if c == '"':
            return self.entry(("bytes", self.bytes_(), None))
        if c == "C":
            klass = self.klass(self.symbol())
            inner = chr(self.byte())
            if inner == '"':
                return self.entry(("bytes", self.bytes_(), klass))
            self.pos -= 1
            return self.read()
        if c == "/":
            return self.entry(("regexp", self.bytes_(), self.byte()))
        if c == "u":
            return ("user", self.symbol(), self.bytes_())
        self.pos -= 1
        return self.read()

    def finish(self, raw: tuple, encoding: str | None) -> Any:
        if raw[0] == "bytes":
            return self.make_string(raw[1], encoding, raw[2])
        source = raw[1].decode("utf-8", "surrogateescape")
        return self.rt.send(self.rt.Regexp, "new", [RString(source), raw[2]])

    def user_load(self, name: str, data: bytes, encoding: str | None, ivars: dict) -> Any:
        klass = self.klass(name)
        if name == "Time" and not self.rt.responds(klass, "_load", True):
            return load_time(self.rt, data, ivars)
        text = self.make_string(data, encoding, None)
        return self.rt.send(klass, "_load", [text])

    def make_string(self, data: bytes, encoding: str | None, klass: Any) -> Any:
        text = binary(data) if encoding is None else RString(decode_text(data))
        if encoding == "US-ASCII" and data.isascii():
            text = self.rt.send(text, "force_encoding", [RString("US-ASCII")])
        if klass is not None and klass is not self.rt.String:
            sub = RStringSub(klass, text.v)
            return sub
        return text

    def klass(self, name: str, kind: str = "class/module") -> Any:
        try:
            return self.rt.const_get(name)
        except KeyError:
            raise self.rt.error("ArgumentError", f"undefined class/module {name}") from None

    def read_unknown(self, c: str) -> Any:
        raise self.rt.error("ArgumentError", f"dump format error(0x{ord(c):x})")

    def read_string(self, c: str) -> Any:
        index = len(self.objects)
        self.entry(None)
        value = binary(self.bytes_())
        self.objects[index] = value
        return self.done(value)

    def read_float(self, c: str) -> Any:
        text = self.bytes_().decode()
        value = {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}.get(text)
        if value is None:
            value = float(text.split("\x00")[0])
        return self.done(self.entry(value))

    def read_bignum(self, c: str) -> Any:
        sign = chr(self.byte())
        n = int.from_bytes(self.take(self.long() * 2), "little")
        return self.done(self.entry(-n if sign == "-" else n))

    def read_array(self, c: str, into: Any = None) -> Any:
        array = self.entry(into if into is not None else RArray())
        for _ in range(self.long()):
            array.append(self.read())
        return self.done(array)

    def read_hash(self, c: str, into: Any = None) -> Any:
        h = self.entry(into if into is not None else RHash())
        for _ in range(self.long()):
            key = self.read()
            h.set(key, self.read())
        if c == "}":
            h.default = self.read()
        return self.done(h)

    def read_user_class(self, c: str) -> Any:
        klass = self.klass(self.symbol())
        inner = chr(self.byte())

        if inner == "[":
            return self.read_array(inner, RArraySub(klass))
        if inner in "{}":
            return self.read_hash(inner, RHashSub(klass))
        if inner == '"':
            index = len(self.objects)
            self.entry(None)
            value = self.make_string(self.bytes_(), None, klass)
            self.objects[index] = value
            return self.done(value)
        raise self.rt.error("ArgumentError", f"dump format error (user class 0x{ord(inner):x})")

    def read_class(self, c: str) -> Any:
        name = self.bytes_().decode()
        klass = self.klass(name)
        want_class = c == "c"
        if want_class != isinstance(klass, RClass) and c != "M":
            raise self.rt.error(
                "ArgumentError", f"{name} does not refer to {'class' if want_class else 'module'}"
            )
        return self.done(self.entry(klass))

    def read_struct(self, c: str) -> Any:
        klass = self.klass(self.symbol())
        obj = self.entry(self.rt.send(klass, "allocate", []))
        for _ in range(self.long()):
            member = self.symbol()
            obj.ivars["@__" + member] = self.read()
        return self.done(obj)

    def read_object(self, c: str) -> Any:
        rt = self.rt
        name = self.symbol()
        klass = self.klass(name)
        index = len(self.objects)
        self.entry(None)
        ivars = {}
        for _ in range(self.long()):
            key = self.symbol()
            ivars[key] = self.read()
        if klass is rt.const_get("Range"):
            obj = RRange(ivars.get("begin"), ivars.get("end"), bool(ivars.get("excl")))
        elif rt.send(klass, "<=", [rt.const_get("Exception")]):
            obj = rt.new_exception(klass, ivars.pop("mesg", None))
            backtrace = ivars.pop("bt", None)
            if backtrace is not None:
                obj.ivars["@__backtrace"] = backtrace
            obj.ivars.update(ivars)
        else:
            obj = rt.send(klass, "allocate", [])
            obj.ivars.update(ivars)
        self.objects[index] = obj
        return self.done(obj)

    def read_user_marshal(self, c: str) -> Any:
        klass = self.klass(self.symbol())
        obj = self.entry(self.rt.send(klass, "allocate", []))
        data = self.read()
        self.rt.send(obj, "marshal_load", [data], None, True)
        return self.done(obj)

    def read_user_dump(self, c: str) -> Any:
        name = self.symbol()
        value = self.user_load(name, self.bytes_(), None, {})
        return self.done(self.entry(value))

    def read_extended(self, c: str) -> Any:
        module = self.klass(self.symbol())
        obj = self.read()
        self.rt.send(obj, "extend", [module])
        return obj


READERS = {
    '"': "string", "f": "float", "l": "bignum", "[": "array", "{": "hash", "}": "hash",
    "C": "user_class", "c": "class", "m": "class", "M": "class", "S": "struct",
    "o": "object", "U": "user_marshal", "u": "user_dump", "e": "extended",
}  # fmt: skip


def load_time(rt: Runtime, data: bytes, ivars: dict) -> Any:
    """Time's _load: the two words of its _dump, then its offset and nanoseconds."""
    import calendar

    from toque.interpreter.core.time_lib import RTime

    if len(data) != 8:
        raise type_error(rt, "marshaled time format differ")
    high, low = struct.unpack("<II", data)
    if not high & (1 << 31):  # the old format: seconds and microseconds
        return RTime(high * 10**9 + low * 1000, "local")
    year = ((high >> 14) & 0xFFFF) + 1900
    month, day, hour = ((high >> 10) & 0xF) + 1, (high >> 5) & 0x1F, high & 0x1F
    minute, second, usec = (low >> 26) & 0x3F, (low >> 20) & 0x3F, low & 0xFFFFF
    seconds = calendar.timegm((year, month, day, hour, minute, second))
    ns = seconds * 10**9 + usec * 1000
    num, den = ivars.get("nano_num"), ivars.get("nano_den")
    if isinstance(num, int) and isinstance(den, int) and den:
        ns += num // den
    if high & (1 << 30):
        return RTime(ns, "utc")
    offset = ivars.get("offset")
    local = RTime(ns, "local")
    if offset is None or offset == local.offset():
        return local
    return RTime(ns, "fixed", int(offset))
