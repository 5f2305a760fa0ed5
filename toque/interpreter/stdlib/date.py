"""date: Date and DateTime (civil dates, arithmetic, parse/strptime/strftime, ISO and
RFC formats) on Python's datetime, with MRI's inspect and Date::Error.

A Date or DateTime keeps an aware `datetime` in `@__dt` (a Date at midnight UTC). The
proleptic Gregorian calendar is used throughout (MRI switches to Julian before 1582).
`Date - Date` is an Integer count of days: toque has no Rational.
"""

from __future__ import annotations

import calendar
import time as pytime
from datetime import UTC, date, datetime, timedelta, timezone
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, sym
from toque.interpreter.model.signals import RubyError
from toque.interpreter.stdlib import date_strptime

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

ds = Builtins("Date", singleton=True)
d_ = Builtins("Date")
dts = Builtins("DateTime", singleton=True)
dt_ = Builtins("DateTime")
tm = Builtins("Time")

JD_OFFSET = 1721425  # Julian day number of 0001-01-01 minus its proleptic ordinal
ITALY = 2299161
UTC = UTC
MONTHNAMES = [None] + [calendar.month_name[i] for i in range(1, 13)]
DAYNAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]


def invalid(rt: Runtime, text: str = "invalid date") -> RubyError:
    return RubyError(rt.new_exception(rt.const_get("Date::Error"), RString(text)))


def make(rt: Runtime, klass: Any, value: datetime) -> RObject:
    obj = RObject(klass)
    obj.ivars["@__dt"] = value
    return obj


def value(rt: Runtime, obj: Any) -> datetime:
    dt = obj.ivars.get("@__dt") if isinstance(obj, RObject) else None
    if dt is None:
        raise rt.error("TypeError", f"expected date, got {rt.real_class(obj).name}")
    return dt


def is_date(obj: Any) -> bool:
    return isinstance(obj, RObject) and "@__dt" in obj.ivars


def _is_datetime(rt: Runtime, obj: Any) -> bool:
    return rt.const_get("DateTime") in rt.class_of(obj).ancestors()


def _like(rt: Runtime, obj: Any, dt: datetime) -> RObject:
    """A new object of `obj`'s class (a Date stays at midnight UTC)."""
    if not _is_datetime(rt, obj):
        dt = datetime(dt.year, dt.month, dt.day, tzinfo=UTC)
    return make(rt, obj.cls, dt)


def civil(rt: Runtime, y: int, m: int, d: int) -> date:
    """Date.new's fields; negative month/day count from the end, as in Ruby."""
    try:
        if m < 0:
            m += 13
        if d < 0:
            d += calendar.monthrange(y, m)[1] + 1
        return date(y, m, d)
    except (ValueError, calendar.IllegalMonthError):
        raise invalid(rt) from None


def _int(rt: Runtime, v: Any) -> int:
    if isinstance(v, float):
        if v != v or v in (float("inf"), float("-inf")):  # as Float#to_i: NaN, Infinity
            raise rt.error("FloatDomainError", "NaN" if v != v else ("-" * (v < 0)) + "Infinity")
        return int(v)
    if not isinstance(v, int):
        raise rt.error("TypeError", f"invalid {rt.real_class(v).name} (not numeric)")
    return v


def _offset(rt: Runtime, off: Any) -> int:
    """DateTime offsets: "+09:00", "Z", or a fraction of a day (0.375)."""
    if off is None or off == 0:
        return 0
    if isinstance(off, (int, float)):
        return round(off * 86400)
    from toque.interpreter.stdlib import date_parse  # its regexps: on first parse

    seconds = date_parse._offset(rt.to_s(off))
    return seconds or 0


# -- construction --------------------------------------------------------------------------------


@ds.method("new", "civil")
def date_new(rt, self, y=-4712, m=1, d=1, *rest):
    day = civil(rt, _int(rt, y), _int(rt, m), _int(rt, d))
    return make(rt, self, datetime(day.year, day.month, day.day, tzinfo=UTC))


@ds.method("today")
def date_today(rt, self, *args):
    day = date.today()
    return make(rt, self, datetime(day.year, day.month, day.day, tzinfo=UTC))


@ds.method("jd")
def date_jd(rt, self, jd=0, *rest):
    day = date.fromordinal(_int(rt, jd) - JD_OFFSET)
    return make(rt, self, datetime(day.year, day.month, day.day, tzinfo=UTC))


@ds.method("ordinal")
def date_ordinal(rt, self, y=-4712, yday=1, *rest):
    day = date(y, 1, 1) + timedelta(days=yday - 1)
    return make(rt, self, datetime(day.year, day.month, day.day, tzinfo=UTC))


@ds.method("commercial")
def date_commercial(rt, self, y=-4712, week=1, wday=1, *rest):
    try:
        day = date.fromisocalendar(y, week, wday)
    except ValueError:
        raise invalid(rt) from None
    return make(rt, self, datetime(day.year, day.month, day.day, tzinfo=UTC))


def _from_parts(rt: Runtime, klass: Any, ymd: tuple, clock: tuple, offset: int | None) -> RObject:
    day = civil(rt, *ymd)
    tz = timezone(timedelta(seconds=offset or 0))
    try:
        dt = datetime(day.year, day.month, day.day, *clock, tzinfo=tz)
    except ValueError:
        raise invalid(rt) from None
    if klass is rt.const_get("Date") or not _is_datetime_class(rt, klass):
        dt = datetime(day.year, day.month, day.day, tzinfo=UTC)
    return make(rt, klass, dt)


def _is_datetime_class(rt: Runtime, klass: Any) -> bool:
    return rt.const_get("DateTime") in klass.ancestors()


@ds.method("parse")
def date_parse_(rt, self, text=None, comp=True, *rest):
    if text is None:
        raise invalid(rt)  # MRI's default is 4713 BC, before what Python's dates reach
    try:
        from toque.interpreter.stdlib import date_parse  # its regexps: on first parse

        ymd, clock, offset = date_parse.parse(rt.to_s(text), date.today())
    except ValueError:
        raise invalid(rt) from None
    return _from_parts(rt, self, ymd, clock, offset)


@ds.method("iso8601", "xmlschema", "rfc3339")
def date_iso8601(rt, self, text=None, *rest):
    return date_parse_(rt, self, text)


# what Date.strptime reads when given nothing (DateTime's default also reads the time)
_STRPTIME_DEFAULTS = (("-4712-01-01", "%F"), ("-4712-01-01T00:00:00+00:00", "%FT%T%z"))


def _strptime_fields(rt: Runtime, klass: Any, text: Any, fmt: Any) -> dict[str, Any] | None:
    default_text, default_fmt = _STRPTIME_DEFAULTS[_is_datetime_class(rt, klass)]
    raw = default_text if text is None else rt.to_s(text)
    return date_strptime.scan(raw, default_fmt if fmt is None else rt.to_s(fmt))


@ds.method("_strptime")
def date__strptime(rt, self, text, fmt=None):
    """The fields `strptime` reads, as a Hash (nil when the text does not match)."""
    fields = _strptime_fields(rt, self, text, fmt)
    if fields is None:
        return None
    return RHash.from_pairs((sym(k), _field_value(rt, v)) for k, v in fields.items())


def _field_value(rt: Runtime, v: Any) -> Any:
    if isinstance(v, Fraction):  # %L, %N, %Q and "+9.5": MRI's Rationals
        from toque.interpreter.core.number_ops import unsupported

        raise unsupported(rt, "Rational (a %L, %N or %Q field, a fractional zone offset)")
    return RString(v) if isinstance(v, str) else v


@ds.method("strptime")
def date_strptime_(rt, self, text=None, fmt=None, *rest):
    """Date.strptime and DateTime.strptime: the fields read (`_strptime`) made a day as
    MRI's d_new_by_frags does (stdlib/date_strptime.py); a DateTime keeps the time and
    the zone's offset."""
    fields = _strptime_fields(rt, self, text, fmt)
    if fields is None:
        raise invalid(rt)
    with_time = _is_datetime_class(rt, self)
    day = date_strptime.day_of(fields, date.today(), with_time)
    if day is None:
        raise invalid(rt)
    if not with_time:
        return make(rt, self, datetime(day.year, day.month, day.day, tzinfo=UTC))
    hour, minute = fields.get("hour", 0), fields.get("min", 0)
    sec = min(fields.get("sec", 0), 59)
    # c_valid_time_p: 24:00:00 is the next day's midnight, no other hour 24
    if not (0 <= hour <= 24 and 0 <= minute <= 59) or (hour == 24 and (minute or sec)):
        raise invalid(rt)
    micro = int((fields.get("sec_fraction") or 0) * 1_000_000)
    offset = int(fields.get("offset") or 0)  # NUM2INT: a Rational offset truncates
    if not -86400 < offset < 86400:
        offset = 0  # MRI: "invalid offset is ignored"
    tz = timezone(timedelta(seconds=offset))
    start = datetime(day.year, day.month, day.day, tzinfo=tz)
    try:
        dt = start + timedelta(hours=hour, minutes=minute, seconds=sec, microseconds=micro)
    except OverflowError:
        raise invalid(rt) from None
    return make(rt, self, dt)


@ds.method("valid_date?", "valid_civil?")
def date_valid(rt, self, y, m, d, *rest):
    """As date_core's valid_civil_p: a part that is no Numeric is false; month and day
    are C ints (a NaN is RangeError), the year any Integer."""
    from toque.interpreter.core.number_ops import num2long
    from toque.interpreter.core.numeric import is_num

    if not (is_num(y) and is_num(m) and is_num(d)):
        return False
    month, day = num2long(rt, m), num2long(rt, d)
    year = _int(rt, y)
    try:  # the calendar repeats every 400 years: any year checks as one Python knows
        civil(rt, year % 400 + 2000, month, day)
        return True
    except RubyError:
        return False


@ds.method("leap?", "gregorian_leap?")
def date_leap(rt, self, y):
    from toque.interpreter.core.numeric import is_num

    if not is_num(y):
        raise rt.error("TypeError", "invalid year (not numeric)")
    year = _int(rt, y)  # NaN, Infinity: FloatDomainError
    return year == y and calendar.isleap(year)  # 2023.5 is no year


@ds.method("_parse")
def date__parse(rt, self, text, *rest):
    try:
        from toque.interpreter.stdlib import date_parse  # its regexps: on first parse

        (y, m, d), (hh, mm, ss, _), offset = date_parse.parse(rt.to_s(text), date.today())
    except ValueError:
        return RHash()
    pairs = [("year", y), ("mon", m), ("mday", d)]
    if (hh, mm, ss) != (0, 0, 0):  # Date._parse finds the time first
        pairs = [("hour", hh), ("min", mm), ("sec", ss), *pairs]
    if offset is not None:
        pairs.append(("offset", offset))
    return RHash.from_pairs((sym(k), v) for k, v in pairs)


# -- DateTime construction ----------------------------------------------------------------------


@dts.method("new", "civil")
def datetime_new(rt, self, y=-4712, m=1, d=1, h=0, mi=0, s=0, off=0, *rest):
    day = civil(rt, _int(rt, y), _int(rt, m), _int(rt, d))
    whole = int(s)
    micro = round((s - whole) * 1_000_000) if isinstance(s, float) else 0
    try:
        tz = timezone(timedelta(seconds=_offset(rt, off)))
        dt = datetime(day.year, day.month, day.day, h, mi, whole, micro, tzinfo=tz)
    except ValueError:
        raise invalid(rt) from None
    return make(rt, self, dt)


@dts.method("now")
def datetime_now(rt, self, *args):
    return make(rt, self, datetime.now().astimezone())


# -- fields --------------------------------------------------------------------------------------


def _field(name: str, fn: Any) -> None:
    d_.method(name)(lambda rt, self: fn(value(rt, self)))


for _name, _fn in {
    "year": lambda d: d.year,
    "month": lambda d: d.month,
    "mon": lambda d: d.month,
    "day": lambda d: d.day,
    "mday": lambda d: d.day,
    "wday": lambda d: (d.weekday() + 1) % 7,
    "yday": lambda d: d.timetuple().tm_yday,
    "cwday": lambda d: d.isoweekday(),
    "cweek": lambda d: d.isocalendar()[1],
    "cwyear": lambda d: d.isocalendar()[0],
    "jd": lambda d: d.toordinal() + JD_OFFSET,
    "mjd": lambda d: d.toordinal() + JD_OFFSET - 2400001,
    "ld": lambda d: d.toordinal() + JD_OFFSET - 2299160,
    "leap?": lambda d: calendar.isleap(d.year),
    "start": lambda d: float(ITALY),
    "hour": lambda d: d.hour,
    "min": lambda d: d.minute,
    "minute": lambda d: d.minute,
    "sec": lambda d: d.second,
    "second": lambda d: d.second,
    "julian?": lambda d: False,
    "gregorian?": lambda d: True,
}.items():
    _field(_name, _fn)

for _i, _day in enumerate(DAYNAMES):
    d_.method(_day.lower() + "?")(lambda rt, self, i=_i: (value(rt, self).weekday() + 1) % 7 == i)


# -- arithmetic and comparison ------------------------------------------------------------------


@d_.method("+")
def plus(rt, self, n):
    if not isinstance(n, (int, float)) or isinstance(n, bool):
        raise rt.error("TypeError", "expected numeric")
    try:
        return _like(rt, self, value(rt, self) + timedelta(days=n))
    except OverflowError:
        raise invalid(rt) from None


@d_.method("-")
def minus(rt, self, other):
    if is_date(other):
        delta = value(rt, self) - value(rt, other)
        days = delta.total_seconds() / 86400
        return int(days) if days == int(days) else days
    return plus(rt, self, -other)


def add_months(rt: Runtime, self: Any, n: int) -> RObject:
    dt = value(rt, self)
    index = dt.year * 12 + dt.month - 1 + n
    y, m = divmod(index, 12)
    day = min(dt.day, calendar.monthrange(y, m + 1)[1])
    return _like(rt, self, dt.replace(year=y, month=m + 1, day=day))


@d_.method(">>")
def shift_right(rt, self, n):
    return add_months(rt, self, _int(rt, n))


@d_.method("<<")
def shift_left(rt, self, n):
    return add_months(rt, self, -_int(rt, n))


@d_.method("next_day", "succ", "next")
def next_day(rt, self, n=1):
    return plus(rt, self, n)


@d_.method("prev_day")
def prev_day(rt, self, n=1):
    return plus(rt, self, -n)


@d_.method("next_month")
def next_month(rt, self, n=1):
    return add_months(rt, self, n)


@d_.method("prev_month")
def prev_month(rt, self, n=1):
    return add_months(rt, self, -n)


@d_.method("next_year")
def next_year(rt, self, n=1):
    return add_months(rt, self, 12 * n)


@d_.method("prev_year")
def prev_year(rt, self, n=1):
    return add_months(rt, self, -12 * n)


@d_.method("<=>")
def cmp(rt, self, other):
    if not is_date(other):
        if isinstance(other, (int, float)) and not isinstance(other, bool):
            jd = value(rt, self).toordinal() + JD_OFFSET
            return (jd > other) - (jd < other)
        return None
    a, b = value(rt, self), value(rt, other)
    return (a > b) - (a < b)


@d_.method("==")
def eq(rt, self, other):
    return is_date(other) and value(rt, self) == value(rt, other)


@d_.method("eql?")
def eql(rt, self, other):
    return eq(rt, self, other) and rt.real_class(self) is rt.real_class(other)


@d_.method("===")
def same_day(rt, self, other):
    return is_date(other) and value(rt, self).date() == value(rt, other).date()


@d_.method("hash")
def hash_(rt, self):
    return hash(value(rt, self)) & 0xFFFFFFFFFFFF


def _walk(rt: Runtime, self: Any, limit: Any, step: int, block: Any) -> Any:
    current = self
    forward = step > 0
    out = RArray()
    while True:
        c = cmp(rt, current, limit)
        if (forward and c > 0) or (not forward and c < 0) or step == 0:
            break
        if block is not None:
            rt.call_proc(block, [current])
        else:
            out.append(current)
        current = plus(rt, current, step)
    if block is None:
        from toque.interpreter.core.enum import enumerator_for

        return enumerator_for(rt, out, "each", [])
    return self


@d_.method("step")
def step(rt, self, limit, by=1, *, block=None):
    return _walk(rt, self, limit, by, block)


@d_.method("upto")
def upto(rt, self, limit, *, block=None):
    return _walk(rt, self, limit, 1, block)


@d_.method("downto")
def downto(rt, self, limit, *, block=None):
    return _walk(rt, self, limit, -1, block)


# -- formats -------------------------------------------------------------------------------------


def _rtime(dt: datetime) -> Any:
    from toque.interpreter.core.time_lib import NS, RTime

    offset = int(dt.utcoffset().total_seconds())
    stamp = calendar.timegm(dt.utctimetuple())
    return RTime(stamp * NS + dt.microsecond * 1000, "fixed", offset)


def strftime_text(dt: datetime, fmt: str) -> str:
    from toque.interpreter.core.time_lib import offset_text, strftime

    offset = int(dt.utcoffset().total_seconds())
    return strftime(_rtime(dt), fmt.replace("%Z", offset_text(offset, True)))


@d_.method("strftime")
def m_strftime(rt, self, fmt=None):
    default = "%FT%T%:z" if _is_datetime(rt, self) else "%F"
    try:
        return RString(strftime_text(value(rt, self), default if fmt is None else rt.to_s(fmt)))
    except OSError as exc:
        from toque.interpreter.core.time_lib import strftime_error

        raise strftime_error(rt, exc) from None


@d_.method("to_s")
def to_s(rt, self):
    return m_strftime(rt, self)


@d_.method("iso8601", "xmlschema", "rfc3339")
def iso8601(rt, self, digits=0):
    if not _is_datetime(rt, self):
        return RString(strftime_text(value(rt, self), "%F"))
    frac = f".%{digits}N" if digits else ""
    return RString(strftime_text(value(rt, self), f"%FT%T{frac}%:z"))


@d_.method("httpdate")
def httpdate(rt, self):
    dt = value(rt, self).astimezone(UTC)
    return RString(strftime_text(dt, "%a, %d %b %Y %T GMT"))


@d_.method("rfc2822", "rfc822")
def rfc2822(rt, self):
    return RString(strftime_text(value(rt, self), "%a, %-d %b %Y %T %z"))


@d_.method("asctime", "ctime")
def asctime(rt, self):
    return RString(strftime_text(value(rt, self), "%a %b %e %T %Y"))


@d_.method("inspect")
def inspect(rt, self):
    dt = value(rt, self)
    utc = dt.astimezone(UTC)
    jd = utc.toordinal() + JD_OFFSET
    seconds = utc.hour * 3600 + utc.minute * 60 + utc.second
    offset = int(dt.utcoffset().total_seconds())
    name = rt.real_class(self).name
    text = rt.to_s(to_s(rt, self))
    return RString(
        f"#<{name}: {text} (({jd}j,{seconds}s,{utc.microsecond * 1000}n),{offset:+d}s,{ITALY}j)>"
    )


@d_.method("zone")
def zone(rt, self):
    from toque.interpreter.core.time_lib import offset_text

    return RString(offset_text(int(value(rt, self).utcoffset().total_seconds()), True))


@dt_.method("new_offset")
def new_offset(rt, self, off=0):
    tz = timezone(timedelta(seconds=_offset(rt, off)))
    return make(rt, self.cls, value(rt, self).astimezone(tz))


@dt_.method("offset")
def offset(rt, self):
    seconds = int(value(rt, self).utcoffset().total_seconds())
    return seconds / 86400 if seconds % 86400 else seconds // 86400


# -- conversions ---------------------------------------------------------------------------------


@d_.method("to_date")
def to_date(rt, self):
    if not _is_datetime(rt, self):
        return self
    dt = value(rt, self)
    return make(rt, rt.const_get("Date"), datetime(dt.year, dt.month, dt.day, tzinfo=UTC))


@d_.method("to_datetime")
def to_datetime(rt, self):
    return make(rt, rt.const_get("DateTime"), value(rt, self))


@d_.method("to_time")
def to_time(rt, self):
    from toque.interpreter.core.time_lib import NS, RTime

    dt = value(rt, self)
    if _is_datetime(rt, self):
        return RTime(int(dt.timestamp()) * NS + dt.microsecond * 1000)
    stamp = pytime.mktime((dt.year, dt.month, dt.day, 0, 0, 0, 0, 0, -1))  # local midnight
    return RTime(int(stamp) * NS)


@tm.method("to_date")
def time_to_date(rt, self):
    d = self.parts()
    return make(rt, rt.const_get("Date"), datetime(d.year, d.month, d.day, tzinfo=UTC))


@tm.method("to_datetime")
def time_to_datetime(rt, self):
    return make(rt, rt.const_get("DateTime"), self.parts())


def define(rt: Runtime) -> None:
    if "Date" in rt.Object.consts:
        return
    from toque.interpreter.core.time_lib import define as define_time

    if "Time" not in rt.Object.consts:
        define_time(rt)
    klass = rt.define_class("Date")
    klass.include(rt.Comparable)
    rt.define_class("Error", rt.exception_class("ArgumentError"), under=klass)
    rt.define_class("DateTime", klass)
    frozen = lambda items: _frozen_array(items)  # noqa: E731
    klass.consts.update(
        MONTHNAMES=frozen(MONTHNAMES),
        ABBR_MONTHNAMES=frozen([None] + [m[:3] for m in MONTHNAMES[1:]]),
        DAYNAMES=frozen(DAYNAMES),
        ABBR_DAYNAMES=frozen([d[:3] for d in DAYNAMES]),
        ITALY=ITALY,
        ENGLAND=2361222,
        GREGORIAN=float("-inf"),
        JULIAN=float("inf"),
        VERSION=RString("3.2.2", frozen=True),
    )
    for b in (ds, d_, dts, dt_, tm):
        b.install(rt)


def _frozen_array(items: list) -> RArray:
    out = RArray(RString(x, frozen=True) if x is not None else None for x in items)
    out.frozen = True
    return out
