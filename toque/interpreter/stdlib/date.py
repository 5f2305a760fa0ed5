"""date: Date and DateTime (civil dates, arithmetic, parse/strptime/strftime, ISO and
RFC formats) on Python's datetime, with MRI's inspect and Date::Error.

A Date or DateTime keeps an aware `datetime` in `@__dt` (a Date at midnight UTC). The
proleptic Gregorian calendar is used throughout (MRI switches to Julian before 1582).
`Date - Date` is an Integer count of days: toque has no Rational.
"""

from __future__ import annotations

import calendar
import math
import time as pytime
from datetime import UTC, date, datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enum import enumerator_for
from toque.interpreter.core.inspect import float_to_s
from toque.interpreter.core.number_ops import num2int, special_name
from toque.interpreter.model.objects import RArray, RObject, RString
from toque.interpreter.model.signals import RubyError

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


def _int(rt: Runtime, v: Any, what: str | None = None) -> int:
    """A Date field: Floats truncate; anything else not numeric is refused, naming the
    field as MRI does (`invalid jd (not numeric)`) or else the value's class."""
    if isinstance(v, float):
        if v != v or v in (float("inf"), float("-inf")):  # as Float#to_i: NaN, Infinity
            raise rt.error("FloatDomainError", "NaN" if v != v else ("-" * (v < 0)) + "Infinity")
        return int(v)
    if not isinstance(v, int) or isinstance(v, bool):
        raise rt.error("TypeError", f"invalid {what or rt.real_class(v).name} (not numeric)")
    return v


def _offset(rt: Runtime, off: Any) -> int:
    """DateTime offsets: "+09:00", "Z", or a fraction of a day (0.375). MRI ignores one
    it cannot read or a day or more away (toque's times hold less than a day either way)."""
    if off is None or off == 0:
        return 0
    if isinstance(off, (int, float)) and not isinstance(off, bool):
        seconds = off * 86400
        return round(seconds) if -86400 < seconds < 86400 else 0  # NaN fails both
    if not isinstance(off, RString):
        if not rt.responds(off, "to_r"):
            raise rt.error("TypeError", "expected numeric")
        seconds = rt.send(rt.send(off, "*", [86400]), "to_f", [])  # a Rational
        return round(seconds) if -86400 < seconds < 86400 else 0
    from toque.interpreter.stdlib import date_parse  # its regexps: on first parse

    try:
        seconds = date_parse._offset(off.v)
    except ValueError:
        return 0
    return seconds if seconds is not None and -86400 < seconds < 86400 else 0


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
    ordinal = _int(rt, jd, "jd") - JD_OFFSET
    if not date.min.toordinal() <= ordinal <= date.max.toordinal():
        raise invalid(rt)  # a day before year 1 or after 9999: beyond toque's dates
    day = date.fromordinal(ordinal)
    return make(rt, self, datetime(day.year, day.month, day.day, tzinfo=UTC))


@ds.method("ordinal")
def date_ordinal(rt, self, y=-4712, yday=1, *rest):
    year, yday = _int(rt, y, "year"), _int(rt, yday, "yday")
    if not 1 <= year <= 9999:
        raise invalid(rt)
    days = 366 if calendar.isleap(year) else 365
    if yday < 0:  # counted from the year's end, as MRI does
        yday += days + 1
    if not 1 <= yday <= days:
        raise invalid(rt)
    day = date(year, 1, 1) + timedelta(days=yday - 1)
    return make(rt, self, datetime(day.year, day.month, day.day, tzinfo=UTC))


@ds.method("commercial")
def date_commercial(rt, self, y=-4712, week=1, wday=1, *rest):
    year, week, wday = _int(rt, y, "year"), _int(rt, week, "cweek"), _int(rt, wday, "cwday")
    if not 1 <= year <= 9999:
        raise invalid(rt)
    if wday < 0:  # negative week days and weeks count from the end, as MRI does
        wday += 8
    if week < 0:
        week += date(year, 12, 28).isocalendar()[1] + 1
    try:
        day = date.fromisocalendar(year, week, wday)
    except (ValueError, OverflowError):
        raise invalid(rt) from None
    return make(rt, self, datetime(day.year, day.month, day.day, tzinfo=UTC))


def is_datetime_class(rt: Runtime, klass: Any) -> bool:
    return rt.const_get("DateTime") in klass.ancestors()


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


# -- DateTime construction ----------------------------------------------------------------------


@dts.method("new", "civil")
def datetime_new(rt, self, *args):
    """date_core.c's datetime_s_civil: fields checked last first; a fraction is allowed
    only in the last field given (seconds always) and counts as that part of a day; negative
    hours, minutes and seconds count back from the next unit; 24:00:00 is the next day."""
    from toque.interpreter.core.numeric import is_num

    argc = len(args)
    if argc > 8:
        raise rt.arity_error(argc, "0..8")
    for i in reversed(range(min(argc, 6))):
        if not is_num(args[i]):
            raise rt.error("TypeError", f"invalid {_CIVIL_FIELDS[i]} (not numeric)")
    y, m, d, h, mi, s = (*args[:6], *(-4712, 1, 1, 0, 0, 0)[argc:])
    off = args[6] if argc > 6 else 0
    whole, extra = [], timedelta()
    for i, (v, unit) in enumerate(((d, 86400), (h, 3600), (mi, 60), (s, 1)), start=2):
        n, fraction = _floor_with_fraction(rt, v)
        if fraction:
            if i < 5 and argc > i + 1:
                raise invalid(rt, "invalid fraction")
            extra = timedelta(microseconds=int(fraction * unit * 1_000_000))
        whole.append(n)
    day_n, hh, mm, ss = whole
    day = civil(rt, _int(rt, y), num2int(rt, m), day_n)
    hh, mm, ss = hh + 24 * (hh < 0), mm + 60 * (mm < 0), ss + 60 * (ss < 0)
    if not (0 <= hh <= 24 and 0 <= mm <= 59 and 0 <= ss <= 59) or (hh == 24 and (mm or ss)):
        raise invalid(rt)
    try:
        tz = timezone(timedelta(seconds=_offset(rt, off)))
        dt = datetime(day.year, day.month, day.day, hh % 24, mm, ss, tzinfo=tz)
        dt += timedelta(days=hh // 24) + extra
    except (ValueError, OverflowError):
        raise invalid(rt) from None
    return make(rt, self, dt)


_CIVIL_FIELDS = ("year", "month", "day", "hour", "minute", "second")


def _floor_with_fraction(rt: Runtime, v: Any) -> tuple[int, float]:
    """date_core.c's d_trunc/h_trunc…: the floor of a field and what is left of it."""
    if isinstance(v, float):
        whole = _int(rt, math.floor(v) if math.isfinite(v) else v)
        return whole, v - whole
    return _int(rt, v), 0.0


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


INF = float("inf")


@d_.method("+")
def plus(rt, self, n):
    if not isinstance(n, (int, float)) or isinstance(n, bool):
        raise rt.error("TypeError", "expected numeric")
    if n != n or n in (float("inf"), float("-inf")):
        raise rt.error("FloatDomainError", float_to_s(n))
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
    if not isinstance(other, (int, float)) or isinstance(other, bool):
        raise rt.error("TypeError", "expected numeric")
    if other != other or other in (INF, -INF):
        raise rt.error("FloatDomainError", float_to_s(other))
    return plus(rt, self, -other)


def add_months(rt: Runtime, self: Any, n: Any) -> RObject:
    n = _months(rt, n)
    dt = value(rt, self)
    index = dt.year * 12 + dt.month - 1 + n
    y, m = divmod(index, 12)
    if not 1 <= y <= 9999:  # beyond what toque's dates hold
        raise invalid(rt)
    day = min(dt.day, calendar.monthrange(y, m + 1)[1])
    return _like(rt, self, dt.replace(year=y, month=m + 1, day=day))


def _months(rt: Runtime, n: Any) -> int:
    """A count of months: MRI's `>>` floors a Float and coerces nothing else."""
    if isinstance(n, float):
        return math.floor(n) if n == n and n not in (INF, -INF) else _int(rt, n)
    if isinstance(n, int) and not isinstance(n, bool):
        return n
    raise rt.error("TypeError", f"{special_name(rt, n)} can't be coerced into Integer")


def _back(rt: Runtime, n: Any) -> Any:
    """`self << n` is `self >> -n` for a Numeric n (date.rb)."""
    if not isinstance(n, (int, float)) or isinstance(n, bool):
        raise rt.error("TypeError", "expected numeric")
    return -n


@d_.method(">>")
def shift_right(rt, self, n):
    return add_months(rt, self, n)


@d_.method("<<")
def shift_left(rt, self, n):
    return add_months(rt, self, _back(rt, n))


@d_.method("next_day", "succ", "next")
def next_day(rt, self, n=1):
    return plus(rt, self, n)


@d_.method("prev_day")
def prev_day(rt, self, n=1):
    return minus(rt, self, n)


@d_.method("next_month")
def next_month(rt, self, n=1):
    return add_months(rt, self, n)


@d_.method("prev_month")
def prev_month(rt, self, n=1):
    return add_months(rt, self, _back(rt, n))


@d_.method("next_year")
def next_year(rt, self, n=1):
    return add_months(rt, self, rt.send(n, "*", [12]))  # date.rb: self >> n * 12


@d_.method("prev_year")
def prev_year(rt, self, n=1):
    return add_months(rt, self, _back(rt, rt.send(n, "*", [12])))


@d_.method("<=>")
def cmp(rt, self, other):
    if not is_date(other):
        if isinstance(other, (int, float)) and not isinstance(other, bool):
            ajd2 = 2 * (value(rt, self).toordinal() + JD_OFFSET) - 1  # 2 * ajd: jd - 1/2
            return (ajd2 > 2 * other) - (ajd2 < 2 * other)
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
    """`step(limit, by)` with a block; without one MRI's Enumerator walks later (a far
    limit is as long a walk in MRI)."""
    current = self
    forward = step > 0
    out = RArray()
    while True:
        c = cmp(rt, current, limit)
        if c is None:  # MRI: a limit no Date compares with
            raise rt.error("TypeError", "no implicit conversion from nil to integer")
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
    if block is None:
        return enumerator_for(rt, self, "step", [limit, by])
    return _walk(rt, self, limit, by, block)


@d_.method("upto")
def upto(rt, self, limit, *, block=None):
    if block is None:
        return enumerator_for(rt, self, "upto", [limit])
    return _walk(rt, self, limit, 1, block)


@d_.method("downto")
def downto(rt, self, limit, *, block=None):
    if block is None:
        return enumerator_for(rt, self, "downto", [limit])
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
    from toque.interpreter.stdlib import date_text  # Date.parse, strptime…: from text

    for b in (ds, d_, dts, dt_, tm, date_text.ds):
        b.install(rt)


def _frozen_array(items: list) -> RArray:
    out = RArray(RString(x, frozen=True) if x is not None else None for x in items)
    out.frozen = True
    return out
