"""Time: instants with a UTC offset, arithmetic, comparison, strftime, iso8601, MRI's inspect."""

from __future__ import annotations

import calendar
import errno
import os
import re
import time as pytime
from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.file_paths import os_error
from toque.interpreter.core.inspect import float_to_s
from toque.interpreter.core.number_ops import num2long
from toque.interpreter.model.objects import RArray, RString, RSymbol

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# made by `define(rt)` on first use (core/discover.py)
AUTOLOAD = ("Time",)

ts = Builtins("Time", singleton=True)
t = Builtins("Time")

NS = 1_000_000_000
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]


class RTime:
    """A Time: nanoseconds since the epoch, and how it is shown (UTC, local or fixed offset)."""

    __slots__ = ("ns", "mode", "fixed", "frozen")

    def __init__(self, ns: int, mode: str = "local", fixed: int = 0) -> None:
        self.ns = ns
        self.mode = mode  # "utc", "local" or "fixed"
        self.fixed = fixed  # the offset in seconds, for "fixed"
        self.frozen = False

    @staticmethod
    def ruby_class(rt: Runtime) -> Any:
        klass = rt.Object.consts.get("Time")
        if klass is None:  # a File.mtime before any mention of Time
            define(rt)
            klass = rt.Object.consts["Time"]
        return klass

    def seconds(self) -> int:
        return self.ns // NS

    def offset(self) -> int:
        if self.mode == "utc":
            return 0
        if self.mode == "fixed":
            return self.fixed
        return pytime.localtime(self.seconds()).tm_gmtoff

    def zone(self) -> str | None:
        if self.mode == "utc":
            return "UTC"
        if self.mode == "fixed":
            return None
        return pytime.localtime(self.seconds()).tm_zone

    def parts(self) -> datetime:
        tz = timezone(timedelta(seconds=self.offset()))
        return datetime.fromtimestamp(self.seconds(), tz)


_INF = float("inf")


def time_at(rt: Runtime, seconds: float) -> RTime:
    """A local Time for a Unix time (File.mtime, Time.at)."""
    return RTime(round(seconds * NS) if isinstance(seconds, float) else seconds * NS)


def _num(rt: Runtime, value: Any) -> float | int:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if value != value or value in (_INF, -_INF):  # MRI takes Float#to_r of it
            raise rt.error("FloatDomainError", float_to_s(value))
        return value
    if isinstance(value, RTime):
        raise rt.error("TypeError", "can't convert Time into an exact number")
    name = "nil" if value is None else rt.real_class(value).name
    raise rt.error("TypeError", f"can't convert {name} into an exact number")


def to_ns(rt: Runtime, value: Any) -> int:
    n = _num(rt, value)
    return n * NS if isinstance(n, int) else round(n * NS)


# -- offsets and construction --------------------------------------------------------------------

_OFFSET_RE = re.compile(r"\A([+-])(\d\d):?(\d\d)(?::?(\d\d))?\Z")


def parse_offset(rt: Runtime, value: Any) -> tuple[str, int]:
    if isinstance(value, int) and not isinstance(value, bool):
        return "fixed", value
    text = rt.to_s(value)
    if text in ("UTC", "Z", "-00:00"):
        return "utc", 0
    m = _OFFSET_RE.match(text)
    if not m:
        raise rt.error(
            "ArgumentError",
            f'"+HH:MM", "-HH:MM", "UTC" or "A".."I","K".."Z" expected for utc_offset: {text}',
        )
    sign, hh, mm, ss = m.groups()
    secs = int(hh) * 3600 + int(mm) * 60 + int(ss or 0)
    return "fixed", -secs if sign == "-" else secs


def _obj2int(rt: Runtime, value: Any) -> int:
    """time.c's obj2int: a String read as a decimal Integer, then NUM2INT."""
    from toque.interpreter.core.number_ops import num2long

    if isinstance(value, RString):
        from toque.interpreter.core.number_parsing import parse_integer

        n = parse_integer(value.v, 10)
        if n is None:
            raise rt.error("ArgumentError", f"invalid value for Integer(): {rt.inspect(value)}")
        value = n
    n = num2long(rt, value)
    if not -(2**31) <= n < 2**31:
        raise rt.error("RangeError", f"integer {n} too big to convert to `int'")
    return n


def _ubits(rt: Runtime, value: Any, bits: int) -> int:
    """time.c's obj2ubits: an Integer that fits in `bits` unsigned bits."""
    n = _obj2int(rt, value)
    if n & ((1 << bits) - 1) != n:
        raise rt.error("ArgumentError", "argument out of range")
    return n


def _month(rt: Runtime, value: Any) -> int:
    """A month number, or a three-letter English name in any case ("feb")."""
    if isinstance(value, RString) and value.v.lower() in MONTHS:
        return MONTHS.index(value.v.lower()) + 1
    return _ubits(rt, value, 4)


def _seconds(rt: Runtime, value: Any) -> tuple[int, int]:
    """Whole seconds and the nanoseconds of a fraction (a Float's, floored as MRI's divmod)."""
    import math

    from toque.interpreter.core.number_ops import float_to_int

    if value.__class__ is float:
        whole = float_to_int(rt, math.floor(value) if math.isfinite(value) else value)
        return _ubits(rt, whole, 6), round((value - whole) * NS)
    return _ubits(rt, value, 6), 0


def _year(rt: Runtime, value: Any) -> int:
    from toque.interpreter.core.number_ops import to_int

    if isinstance(value, RString):
        return _obj2int(rt, value)
    year = to_int(rt, value)
    if not 1 <= year <= 9999:  # what Python's calendar computes with
        raise rt.error("ArgumentError", f"year {year} is out of the range toque supports (1..9999)")
    return year


def civil(rt: Runtime, args: tuple, mode: str, fixed: int = 0) -> RTime:
    """Time.utc/local/new(year, month, day, hour, min, sec), read and checked as MRI's
    time_arg does: each part converted in turn, then the ranges (a 24:00:00 or a leap
    second 60 is the next day or minute; a day past the month's end, the next month)."""
    parts = list(args[:6]) + [None] * (6 - len(args[:6]))
    year = 1970 if parts[0] is None else _year(rt, parts[0])
    month = 1 if parts[1] is None else _month(rt, parts[1])
    day = 1 if parts[2] is None else _ubits(rt, parts[2], 5)
    hour = 0 if parts[3] is None else _ubits(rt, parts[3], 5)
    minute = 0 if parts[4] is None else _ubits(rt, parts[4], 6)
    whole, frac_ns = (0, 0) if parts[5] is None else _seconds(rt, parts[5])
    for name, value, top in (("mon", month, 12), ("mday", day, 31), ("hour", hour, 24),
                             ("min", minute, 0 if hour == 24 else 59),
                             ("sec", whole, 0 if hour == 24 else 60)):  # fmt: skip
        if not (1 if name in ("mon", "mday") else 0) <= value <= top:
            raise rt.error("ArgumentError", f"{name} out of range")
    stamp = calendar.timegm((year, month, day, hour, minute, whole, 0, 0, 0))
    if mode == "local":
        stamp = int(pytime.mktime((year, month, day, hour, minute, whole, 0, 0, -1)))
    elif mode == "fixed":
        stamp -= fixed
    return RTime(stamp * NS + frac_ns, mode, fixed)


@ts.method("now")
def time_now(rt, self, *args):
    return RTime(pytime.time_ns())


@ts.method("at")
def time_s_at(rt, self, seconds, sub=None, unit=None, *rest):
    if isinstance(seconds, RTime):
        return RTime(seconds.ns, seconds.mode, seconds.fixed)
    ns = to_ns(rt, seconds)
    if sub is not None:
        scale = {
            "millisecond": 10**6,
            "usec": 1000,
            "microsecond": 1000,
            "nsec": 1,
            "nanosecond": 1,
        }.get(unit.name if isinstance(unit, RSymbol) else "microsecond" if unit is None else "")
        if scale is None:
            raise rt.error("ArgumentError", f"unexpected unit: {rt.to_s(unit)}")
        ns += round(_num(rt, sub) * scale)
    return RTime(ns)


def _with_usec(rt: Runtime, t: RTime, args: tuple) -> RTime:
    """Time.utc and Time.local take microseconds as a seventh argument."""
    if len(args) == 7 and args[6] is not None:
        t.ns += round(_num(rt, args[6]) * 1000)
    return t


@ts.method("utc", "gm")
def time_s_utc(rt, self, *args):
    return _with_usec(rt, civil(rt, args, "utc"), args)


@ts.method("local", "mktime")
def time_s_local(rt, self, *args):
    return _with_usec(rt, civil(rt, args, "local"), args)


@ts.method("new")
def time_s_new(rt, self, *args):
    if not args:
        return time_now(rt, self)
    if len(args) > 6 and args[6] is not None:
        mode, fixed = parse_offset(rt, args[6])
        return civil(rt, args[:6], mode, fixed)
    return civil(rt, args, "local")


# -- fields ------------------------------------------------------------------------------------


def _field(getter):
    def method(rt, self):
        return getter(self.parts())

    return method


for _names, _get in (
    (("year",), lambda d: d.year),
    (("month", "mon"), lambda d: d.month),
    (("day", "mday"), lambda d: d.day),
    (("hour",), lambda d: d.hour),
    (("min",), lambda d: d.minute),
    (("sec",), lambda d: d.second),
    (("wday",), lambda d: (d.weekday() + 1) % 7),
    (("yday",), lambda d: d.timetuple().tm_yday),
):
    t.method(*_names)(_field(_get))

for _i, _day in enumerate(
    ("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday")
):
    t.method(f"{_day}?")(_field(lambda d, i=_i: (d.weekday() + 1) % 7 == i))


@t.method("usec", "tv_usec")
def time_usec(rt, self):
    return self.ns % NS // 1000


@t.method("nsec", "tv_nsec")
def time_nsec(rt, self):
    return self.ns % NS


@t.method("to_i", "tv_sec")
def time_to_i(rt, self):
    return self.seconds()


@t.method("to_f")
def time_to_f(rt, self):
    return self.ns / NS


@t.method("utc_offset", "gmt_offset", "gmtoff")
def time_utc_offset(rt, self):
    return self.offset()


@t.method("zone")
def time_zone(rt, self):
    z = self.zone()
    return None if z is None else RString(z)


@t.method("utc?", "gmt?")
def time_utc_p(rt, self):
    return self.mode == "utc"


@t.method("utc", "gmtime")
def time_utc(rt, self):
    self.mode = "utc"
    return self


@t.method("getutc", "getgm")
def time_getutc(rt, self):
    return RTime(self.ns, "utc")


@t.method("localtime")
def time_localtime(rt, self, offset=None):
    self.mode, self.fixed = ("local", 0) if offset is None else parse_offset(rt, offset)
    return self


@t.method("getlocal")
def time_getlocal(rt, self, offset=None):
    return time_localtime(rt, RTime(self.ns), offset)


@t.method("to_a")
def time_to_a(rt, self):
    d = self.parts()
    z = self.zone()
    wday = (d.weekday() + 1) % 7
    dst = bool(pytime.localtime(self.seconds()).tm_isdst) if self.mode == "local" else False
    return RArray(
        [d.second, d.minute, d.hour, d.day, d.month, d.year, wday, d.timetuple().tm_yday, dst]
        + [None if z is None else RString(z)]
    )


# -- arithmetic and comparison -------------------------------------------------------------------


@t.method("+")
def time_plus(rt, self, other):
    if isinstance(other, RTime):
        raise rt.error("TypeError", "time + time?")
    return RTime(self.ns + to_ns(rt, other), self.mode, self.fixed)


@t.method("-")
def time_minus(rt, self, other):
    if isinstance(other, RTime):
        return (self.ns - other.ns) / NS
    return RTime(self.ns - to_ns(rt, other), self.mode, self.fixed)


@t.method("<=>")
def time_cmp(rt, self, other):
    if not isinstance(other, RTime):
        return None
    return (self.ns > other.ns) - (self.ns < other.ns)


@t.method("==", "eql?")
def time_eq(rt, self, other):
    return isinstance(other, RTime) and other.ns == self.ns


@t.method("hash")
def time_hash(rt, self):
    return hash(self.ns) & 0xFFFFFFFFFFFF


def _unit(rt, digits) -> int:
    """Nanoseconds per step of `round`/`floor`/`ceil(ndigits)`: MRI reads ndigits with
    NUM2LONG (nil is 0) and refuses a negative one; 9 digits and more keep every ns."""
    n = 0 if digits is None else num2long(rt, digits)
    if n < 0:
        raise rt.error("ArgumentError", "negative ndigits given")
    return 10 ** (9 - n) if n < 9 else 1


@t.method("round")
def time_round(rt, self, digits=0):
    unit = _unit(rt, digits)
    return RTime((self.ns + unit // 2) // unit * unit, self.mode, self.fixed)


@t.method("floor")
def time_floor(rt, self, digits=0):
    unit = _unit(rt, digits)
    return RTime(self.ns // unit * unit, self.mode, self.fixed)


@t.method("ceil")
def time_ceil(rt, self, digits=0):
    unit = _unit(rt, digits)
    return RTime(-(-self.ns // unit) * unit, self.mode, self.fixed)


# -- formatting --------------------------------------------------------------------------------


def offset_text(offset: int, colon: bool = False) -> str:
    sign = "-" if offset < 0 else "+"
    hours, rem = divmod(abs(offset), 3600)
    return f"{sign}{hours:02d}{':' if colon else ''}{rem // 60:02d}"


_DIRECTIVE_RE = re.compile(r"%([-0^#_]*)(\d*)(:{0,2})([a-zA-Z%+])")


# MRI's strftime reads a width into a C int: a wider one leaves the directive as written;
# and it gives up, with ERANGE, on a result that outgrows its buffer (about 4.5 MB for a
# short format; a width past this bound would need more)
_INT_WIDTH = 2**31
_MAX_WIDTH = 4_718_592


def strftime(tm: RTime, fmt: str) -> str:
    """`fmt` with its directives filled in; OSError(ERANGE) where MRI's overflows."""
    d = tm.parts()
    try:
        return _DIRECTIVE_RE.sub(lambda m: _directive(tm, d, *m.groups()), fmt)
    except OSError as exc:  # MRI's message names the whole format
        raise OSError(exc.errno, exc.strerror, fmt) from None


def strftime_error(rt: Runtime, exc: OSError) -> Any:
    """The Ruby error of strftime's OSError: `Errno::ERANGE: … - %100000000Y`."""
    return os_error(rt, exc, "", exc.filename)


def _directive(tm: RTime, d: datetime, flags: str, width: str, colons: str, conv: str) -> str:
    if width and len(width) > 6:
        if int(width) >= _INT_WIDTH:
            return "%" + flags + width + colons + conv
        if int(width) > _MAX_WIDTH:
            raise OSError(errno.ERANGE, os.strerror(errno.ERANGE))
    if conv == "N" or conv == "L":
        digits = int(width) if width else (3 if conv == "L" else 9)
        return f"{tm.ns % NS:09d}"[:digits].ljust(digits, "0")
    if conv == "z":
        return offset_text(tm.offset(), bool(colons))
    value, pad, size = _value(tm, d, conv)
    if value is None:
        return "%" + flags + width + colons + conv
    if "^" in flags:
        value = value.upper()
    if "#" in flags:
        value = value.swapcase()
    if "-" in flags:
        return value.lstrip("0") or "0" if pad == "0" else value.lstrip()
    if "_" in flags:
        pad = " "
    elif "0" in flags:
        pad = "0"
    size = int(width) if width else size
    return value.rjust(size, pad) if pad else value.rjust(size)


def _value(tm: RTime, d: datetime, conv: str) -> tuple[str | None, str, int]:
    """A directive's text, its padding character and its natural width."""
    wday = (d.weekday() + 1) % 7
    hour12 = d.hour % 12 or 12
    simple: dict[str, tuple[Any, str, int]] = {
        "Y": (d.year, "0", 1),
        "C": (d.year // 100, "0", 2),
        "y": (d.year % 100, "0", 2),
        "m": (d.month, "0", 2),
        "d": (d.day, "0", 2),
        "e": (d.day, " ", 2),
        "j": (d.timetuple().tm_yday, "0", 3),
        "H": (d.hour, "0", 2),
        "k": (d.hour, " ", 2),
        "I": (hour12, "0", 2),
        "l": (hour12, " ", 2),
        "M": (d.minute, "0", 2),
        "S": (d.second, "0", 2),
        "s": (tm.seconds(), "0", 1),
        "u": (wday or 7, "0", 1),
        "w": (wday, "0", 1),
        "A": (d.strftime("%A"), " ", 0),
        "a": (d.strftime("%a"), " ", 0),
        "B": (d.strftime("%B"), " ", 0),
        "b": (d.strftime("%b"), " ", 0),
        "h": (d.strftime("%b"), " ", 0),
        "p": ("PM" if d.hour >= 12 else "AM", " ", 0),
        "P": ("pm" if d.hour >= 12 else "am", " ", 0),
        "Z": (tm.zone() or "", " ", 0),
        "%": ("%", " ", 0),
        "n": ("\n", " ", 0),
        "t": ("\t", " ", 0),
        "U": (int(d.strftime("%U")), "0", 2),
        "W": (int(d.strftime("%W")), "0", 2),
        "V": (d.isocalendar()[1], "0", 2),
        "G": (d.isocalendar()[0], "0", 1),
    }
    if conv in simple:
        value, pad, size = simple[conv]
        return str(value), pad, size
    combos = {
        "F": "%Y-%m-%d",
        "T": "%H:%M:%S",
        "X": "%H:%M:%S",
        "D": "%m/%d/%y",
        "x": "%m/%d/%y",
        "R": "%H:%M",
        "r": "%I:%M:%S %p",
        "c": "%a %b %e %H:%M:%S %Y",
        "v": "%e-%^b-%Y",
        "+": "%a %b %e %H:%M:%S %Z %Y",
    }
    if conv in combos:
        return strftime(tm, combos[conv]), " ", 0
    return None, "", 0


@t.method("strftime")
def time_strftime(rt, self, fmt):
    try:
        return RString(strftime(self, rt.to_s(fmt)))
    except OSError as exc:
        raise strftime_error(rt, exc) from None


def base_text(tm: RTime) -> str:
    return tm.parts().strftime("%Y-%m-%d %H:%M:%S")


def zone_suffix(tm: RTime) -> str:
    return "UTC" if tm.mode == "utc" else offset_text(tm.offset())


@t.method("to_s")
def time_to_s(rt, self):
    return RString(f"{base_text(self)} {zone_suffix(self)}")


@t.method("inspect")
def time_inspect(rt, self):
    frac = self.ns % NS
    text = base_text(self)
    if frac:
        text += "." + f"{frac:09d}".rstrip("0")
    return RString(f"{text} {zone_suffix(self)}")


@t.method("iso8601", "xmlschema")
def time_iso8601(rt, self, digits=0):
    digits = rt.send(digits, "to_i", [])  # time.rb's `fraction_digits.to_i`
    text = self.parts().strftime("%Y-%m-%dT%H:%M:%S")
    if rt.send(digits, ">", [0]):  # time.rb: strftime(".%#{fraction_digits}N")
        try:
            text += strftime(self, f".%{rt.to_s(digits)}N")
        except OSError as exc:
            raise strftime_error(rt, exc) from None
    return RString(text + ("Z" if self.mode == "utc" else offset_text(self.offset(), True)))


@t.method("httpdate")
def time_httpdate(rt, self):
    return RString(RTime(self.ns, "utc").parts().strftime("%a, %d %b %Y %H:%M:%S GMT"))


@t.method("ctime", "asctime")
def time_ctime(rt, self):
    return RString(strftime(self, "%a %b %e %H:%M:%S %Y"))


@t.method("rfc2822", "rfc822")
def time_rfc2822(rt, self):
    zone = "-0000" if self.mode == "utc" else offset_text(self.offset(), False)
    return RString(self.parts().strftime("%a, %d %b %Y %H:%M:%S ") + zone)


def define(rt: Runtime) -> None:
    if "Time" in rt.Object.consts:
        return
    klass = rt.define_class("Time")
    klass.include(rt.Comparable)
    from toque.interpreter.core import time_parse  # Time.parse, strptime…: from text

    for b in (ts, t, time_parse.ts):
        b.install(rt)
