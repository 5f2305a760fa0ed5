"""Marshal.dump and Marshal.load in MRI's format 4.8, byte for byte, for what a Ruby
program builds from the core: nil, true, false, Integers, Floats, Strings (UTF-8, US-ASCII
or binary), Symbols, Arrays, Hashes (with a default), Ranges, Structs, Regexps, Times,
classes, modules, exceptions, plain objects and their instance variables, subclasses of
Array/Hash/String, and objects with marshal_dump/marshal_load or _dump/_load.

Both sides keep MRI's tables: every object written gets an index in the order written
(a repeated one is written as a link to it), every Symbol likewise (a symlink).
"""

from __future__ import annotations

import decimal
import math
import struct
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import binary, decode_text, is_binary, text_bytes
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.regexp import RRegexp
from toque.interpreter.core.subclass import RArraySub, RHashSub, RStringSub
from toque.interpreter.model.classes import RClass, RModule
from toque.interpreter.model.objects import RArray, RHash, RObject, RRange, RString, RSymbol, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

AUTOLOAD = ("Marshal",)

ms = Builtins("Marshal", singleton=True)

MAJOR, MINOR = 4, 8
FIXNUM_MIN, FIXNUM_MAX = -(2**30), 2**30 - 1  # what MRI writes as 'i' (a 32-bit fixnum)


def _type_error(rt: Runtime, message: str) -> Any:
    return rt.error("TypeError", message)


# -- writing -------------------------------------------------------------------------------------


def long_bytes(n: int) -> bytes:
    """MRI's w_long: small numbers in one byte, others as a length byte and little-endian."""
    if n == 0:
        return b"\x00"
    if 0 < n < 123:
        return bytes([n + 5])
    if -124 < n < 0:
        return bytes([(n - 5) & 0xFF])
    out = bytearray()
    for i in range(1, 5):
        out.append(n & 0xFF)
        n >>= 8
        if n == 0:
            return bytes([i]) + bytes(out)
        if n == -1:
            return bytes([(-i) & 0xFF]) + bytes(out)
    raise ValueError("long too big for marshal")


def float_text(f: float) -> str:
    """MRI's w_float: the shortest digits, as an integer, a decimal or d.ddde<exp>."""
    if math.isnan(f):
        return "nan"
    if math.isinf(f):
        return "inf" if f > 0 else "-inf"
    if f == 0.0:
        return "-0" if math.copysign(1.0, f) < 0 else "0"
    sign, digit_tuple, exponent = decimal.Decimal(repr(abs(f))).normalize().as_tuple()
    digits = "".join(map(str, digit_tuple))
    decpt = len(digits) + int(exponent)
    text = "-" if f < 0 else ""
    if decpt < -3 or decpt > len(digits):
        text += digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
        return text + f"e{decpt - 1}"
    if decpt > 0:
        rest = digits[decpt:]
        return text + digits[:decpt] + ("." + rest if rest else "")
    return text + "0." + "0" * -decpt + digits


class Writer:
    def __init__(self, rt: Runtime, limit: int) -> None:
        self.rt = rt
        self.out = bytearray([MAJOR, MINOR])
        self.objects: dict[Any, int] = {}
        self.symbols: dict[str, int] = {}
        self.limit = limit
        self.keep: list[Any] = []  # what was written, so ids stay unique while the dump runs

    def byte(self, c: str | int) -> None:
        self.out.append(ord(c) if isinstance(c, str) else c)

    def long(self, n: int) -> None:
        self.out += long_bytes(n)

    def bytes_(self, data: bytes) -> None:
        self.long(len(data))
        self.out += data

    def symbol(self, name: str) -> None:
        if name in self.symbols:
            self.byte(";")
            self.long(self.symbols[name])
            return
        self.symbols[name] = len(self.symbols)
        data = name.encode("utf-8")
        if data.isascii():
            self.byte(":")
            self.bytes_(data)
        else:
            self.byte("I")
            self.byte(":")
            self.bytes_(data)
            self.long(1)
            self.symbol("E")
            self.byte("T")

    def enter(self, key: Any) -> bool:
        """Give the object its index; False (and a link written) when it has one."""
        if key in self.objects:
            self.byte("@")
            self.long(self.objects[key])
            return False
        self.objects[key] = len(self.objects)
        return True

    def write(self, v: Any, limit: int) -> None:
        if limit == 0:
            raise self.rt.error("ArgumentError", "exceed depth limit")
        limit -= 1
        if v is None:
            self.byte("0")
        elif v is True:
            self.byte("T")
        elif v is False:
            self.byte("F")
        elif isinstance(v, int):
            self.integer(v)
        elif isinstance(v, RSymbol):
            self.symbol(v.name)
        elif isinstance(v, float):
            if self.enter(("float", float_text(v))):  # flonums: one object per value
                self.byte("f")
                self.bytes_(float_text(v).encode())
        elif id(v) in self.objects:
            self.enter(id(v))  # a link to it
        elif self.dumps_itself(v):
            self.compound(v, limit)  # MRI numbers an object with _dump after its data
            self.objects[id(v)] = len(self.objects)
            self.keep.append(v)
        else:
            self.enter(id(v))
            self.keep.append(v)
            self.compound(v, limit)

    def dumps_itself(self, v: Any) -> bool:
        from toque.interpreter.core.time_lib import RTime

        if isinstance(v, RTime):
            return True
        rt = self.rt
        return (
            isinstance(v, RObject)
            and not rt.responds(v, "marshal_dump", True)
            and rt.responds(v, "_dump", True)
        )

    def integer(self, n: int) -> None:
        if FIXNUM_MIN <= n <= FIXNUM_MAX:
            self.byte("i")
            self.long(n)
            return
        self.objects[("bignum", len(self.objects))] = len(self.objects)
        self.byte("l")
        self.byte("+" if n >= 0 else "-")
        magnitude = abs(n)
        size = (magnitude.bit_length() + 15) // 16  # in 16-bit shorts
        self.long(size)
        self.out += magnitude.to_bytes(size * 2, "little")

    def compound(self, v: Any, limit: int) -> None:
        rt = self.rt
        from toque.interpreter.core.time_lib import RTime

        if isinstance(v, (RObject, RString, RArray, RHash)) and self.user_dump(v, limit):
            return
        if isinstance(v, RString):
            self.string(v)
        elif isinstance(v, RArray):
            self.user_class(v, rt.Array)
            self.byte("[")
            self.long(len(v))
            for item in v:
                self.write(item, limit)
        elif isinstance(v, RHash):
            self.hash(v, limit)
        elif isinstance(v, RRange):
            ivars = [("excl", v.excl), ("begin", v.first), ("end", v.last)]
            self.plain_object("Range", ivars, limit)
        elif isinstance(v, RRegexp):
            self.regexp(v)
        elif isinstance(v, RTime):
            self.time(v)
        elif isinstance(v, RModule):
            self.module(v)
        elif isinstance(v, RObject):
            self.robject(v, limit)
        elif _io_like(rt, v):
            raise _type_error(rt, f"can't dump {rt.real_class(v).name}")
        else:
            raise _type_error(rt, f"no _dump_data is defined for class {rt.class_of(v).name}")

    def user_class(self, v: Any, base: Any) -> None:
        klass = self.rt.real_class(v)
        if klass is not base:
            self.byte("C")
            self.symbol(self.class_name(klass))

    def class_name(self, klass: Any) -> str:
        name = getattr(klass, "name", None)
        if not name or name.startswith("#<"):
            raise _type_error(self.rt, f"can't dump anonymous class {self.rt.inspect(klass)}")
        return name

    def string(self, v: RString) -> None:
        text = v.v
        raw = text_bytes(text)
        self.user_class_wrapped(v, raw, binary_=is_binary(text))

    def user_class_wrapped(self, v: RString, raw: bytes, binary_: bool) -> None:
        if not binary_:
            self.byte("I")
        self.user_class(v, self.rt.String)
        self.byte('"')
        self.bytes_(raw)
        if not binary_:
            self.long(1)
            self.symbol("E")
            self.byte("T" if not raw.isascii() or self.utf8(v) else "F")

    def utf8(self, v: RString) -> bool:
        encoding = self.rt.send(v, "encoding", [])
        return self.rt.to_s(encoding) != "US-ASCII"

    def hash(self, v: RHash, limit: int) -> None:
        if v.default_proc is not None:
            raise _type_error(self.rt, "can't dump hash with default proc")
        self.user_class(v, self.rt.Hash)
        self.byte("{" if v.default is None else "}")
        pairs = list(v.items())
        self.long(len(pairs))
        for key, value in pairs:
            self.write(key, limit)
            self.write(value, limit)
        if v.default is not None:
            self.write(v.default, limit)

    def regexp(self, v: Any) -> None:
        self.byte("I")
        self.user_class(v, self.rt.Regexp)
        self.byte("/")
        raw = v.source.encode("utf-8")
        self.bytes_(raw)
        fixed = 0 if raw.isascii() else 16  # FIXEDENCODING, as MRI marks a non-ASCII source
        self.byte((v.options & 0xFF) | fixed)
        self.long(1)
        self.symbol("E")
        self.byte("T" if not raw.isascii() else "F")

    def time(self, v: Any) -> None:
        """Time's _dump: two little-endian words of its UTC date and time, then its zone."""
        import datetime as dt

        seconds, nanos = divmod(v.ns, 10**9)
        t = dt.datetime(1970, 1, 1) + dt.timedelta(seconds=seconds)
        utc = v.mode == "utc"
        high = 1 << 31 | int(utc) << 30 | (t.year - 1900) << 14 | (t.month - 1) << 10
        high |= t.day << 5 | t.hour
        low = t.minute << 26 | t.second << 20 | nanos // 1000
        ivars: list[tuple[str, Any]] = []
        if not utc:
            ivars.append(("offset", self.rt.send(v, "utc_offset", [])))
        if nanos % 1000:
            ivars += [("nano_num", nanos % 1000), ("nano_den", 1)]
        zone = self.rt.send(v, "zone", [])
        if zone is not None:
            ivars.append(("zone", RString(self.rt.to_s(zone))))
        self.byte("I")
        self.byte("u")
        self.symbol("Time")
        self.bytes_(struct.pack("<II", high, low))
        self.long(len(ivars))
        for name, value in ivars:
            self.symbol(name)
            if isinstance(value, RString):  # the zone name is US-ASCII
                self.byte("I")
                self.byte('"')
                self.bytes_(value.v.encode())
                self.long(1)
                self.symbol("E")
                self.byte("F")
                self.objects[("zone", len(self.objects))] = len(self.objects)
            else:
                self.write(value, 2)

    def module(self, v: Any) -> None:
        if self.rt.real_class(v) is not v.__class__ and getattr(v, "is_singleton", False):
            raise _type_error(self.rt, "singleton class can't be dumped")
        self.byte("c" if isinstance(v, RClass) else "m")
        self.bytes_(self.class_name(v).encode())

    def robject(self, v: RObject, limit: int) -> None:
        rt = self.rt
        from toque.interpreter.core.struct_lib import MEMBERS, members_of

        if v.singleton is not None and v.singleton.methods:
            raise _type_error(rt, "singleton can't be dumped")
        klass = v.cls
        if _is_struct(klass, MEMBERS):
            self.byte("S")
            self.symbol(self.class_name(klass))
            names = members_of(rt, v)
            self.long(len(names))
            for name in names:
                self.symbol(name)
                self.write(v.ivars.get("@__" + name), limit)
            return
        if _io_like(rt, v):
            raise _type_error(rt, f"can't dump {klass.name}")
        own = [(k, x) for k, x in v.ivars.items() if not k.startswith("@__")]
        if rt.send(klass, "<=", [rt.const_get("Exception")]):
            # an exception's message and backtrace are MRI's hidden ivars mesg and bt
            message = v.ivars.get("@message")
            own = [("mesg", message), ("bt", v.ivars.get("@__backtrace"))] + [
                (k, x) for k, x in own if k != "@message"
            ]
        self.plain_object(self.class_name(klass), own, limit)

    def plain_object(self, name: str, ivars: list, limit: int) -> None:
        self.byte("o")
        self.symbol(name)
        self.long(len(ivars))
        for key, value in ivars:
            self.symbol(key)
            self.write(value, limit)

    def user_dump(self, v: Any, limit: int) -> bool:
        """marshal_dump ('U') or _dump ('u'), when the object's class defines one."""
        rt = self.rt
        if rt.responds(v, "marshal_dump", True):
            data = rt.send(v, "marshal_dump", [], None, True)
            self.byte("U")
            self.symbol(self.class_name(rt.real_class(v)))
            self.write(data, limit)
            return True
        if isinstance(v, RObject) and rt.responds(v, "_dump", True):
            data = rt.send(v, "_dump", [limit], None, True)
            if not isinstance(data, RString):
                raise _type_error(rt, "_dump() must return string")
            text = data.v
            plain = is_binary(text)
            if not plain:
                self.byte("I")
            self.byte("u")
            self.symbol(self.class_name(rt.real_class(v)))
            self.bytes_(text_bytes(text))
            if not plain:
                self.long(1)
                self.symbol("E")
                self.byte("T" if self.utf8(data) else "F")
            return True
        return False


def _is_struct(klass: Any, members_key: str) -> bool:
    while klass is not None:
        if members_key in klass.ivars:
            return True
        klass = klass.superclass
    return False


def _io_like(rt: Runtime, v: Any) -> bool:
    io = rt.Object.consts.get("IO")
    return io is not None and bool(rt.send(v, "is_a?", [io]))


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
            raise _type_error(
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
        raise _type_error(rt, "marshaled time format differ")
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


# -- Marshal -------------------------------------------------------------------------------------


@ms.method("dump")
def marshal_dump(rt, self, obj, io=None, limit=-1):
    if isinstance(io, int) and not isinstance(io, bool):
        io, limit = None, io
    writer = Writer(rt, limit)
    writer.write(obj, limit)
    data = binary(bytes(writer.out))
    if io is None:
        return data
    if not rt.responds(io, "write"):
        raise _type_error(rt, "instance of IO needed")
    rt.send(io, "write", [data])
    return io


@ms.method("load", "restore")
def marshal_load(rt, self, source, proc=None, *options):
    freeze = False
    if isinstance(proc, RHash):
        options, proc = (proc,), None
    for opt in options:
        if isinstance(opt, RHash):
            freeze = rt.truthy(opt.get(sym("freeze"), False))
    if isinstance(source, RString):
        data = text_bytes(source.v)
    elif rt.responds(source, "read"):
        data = text_bytes(rt.to_s(rt.send(source, "read", [])))
    elif rt.responds(source, "to_str"):
        data = text_bytes(rt.to_s(rt.send(source, "to_str", [])))
    else:
        raise _type_error(rt, "instance of IO needed")
    reader = Reader(rt, data, proc, freeze)
    reader.header()
    return reader.read()


def define(rt: Runtime) -> None:
    if "Marshal" in rt.Object.consts:
        return
    mod = rt.define_module("Marshal")
    mod.consts.update(MAJOR_VERSION=MAJOR, MINOR_VERSION=MINOR)
    ms.install(rt)
