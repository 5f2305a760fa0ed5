"""Marshal's writer (MRI's format 4.8): `Writer` turns an object graph into bytes, keeping
MRI's object and symbol tables; `marshal_lib.py` is Marshal itself, `marshal_read.py` the reader."""

from __future__ import annotations

import decimal
import math
import struct
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import is_binary, text_bytes
from toque.interpreter.core.regexp import RRegexp
from toque.interpreter.model.classes import RClass, RModule
from toque.interpreter.model.objects import RArray, RHash, RObject, RRange, RString, RSymbol

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

MAJOR, MINOR = 4, 8
FIXNUM_MIN, FIXNUM_MAX = -(2**30), 2**30 - 1  # what MRI writes as 'i' (a 32-bit fixnum)


def type_error(rt: Runtime, message: str) -> Any:
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
            raise type_error(rt, f"can't dump {rt.real_class(v).name}")
        else:
            raise type_error(rt, f"no _dump_data is defined for class {rt.class_of(v).name}")

    def user_class(self, v: Any, base: Any) -> None:
        klass = self.rt.real_class(v)
        if klass is not base:
            self.byte("C")
            self.symbol(self.class_name(klass))

    def class_name(self, klass: Any) -> str:
        name = getattr(klass, "name", None)
        if not name or name.startswith("#<"):
            raise type_error(self.rt, f"can't dump anonymous class {self.rt.inspect(klass)}")
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
            raise type_error(self.rt, "can't dump hash with default proc")
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
            raise type_error(self.rt, "singleton class can't be dumped")
        self.byte("c" if isinstance(v, RClass) else "m")
        self.bytes_(self.class_name(v).encode())

    def robject(self, v: RObject, limit: int) -> None:
        rt = self.rt
        from toque.interpreter.core.struct_lib import MEMBERS, members_of

        if v.singleton is not None and v.singleton.methods:
            raise type_error(rt, "singleton can't be dumped")
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
            raise type_error(rt, f"can't dump {klass.name}")
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
                raise type_error(rt, "_dump() must return string")
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
