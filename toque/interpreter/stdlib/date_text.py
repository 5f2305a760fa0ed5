"""Date and DateTime from text: Date.parse and _parse (stdlib/date_parse.py), iso8601,
strptime and _strptime (MRI's date__strptime: stdlib/date_strptime.py). Installed by
date.define."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RHash, RObject, RString, sym
from toque.interpreter.stdlib import date_strptime
from toque.interpreter.stdlib.date import civil, invalid, is_datetime_class, make

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

ds = Builtins("Date", singleton=True)


def from_parts(rt: Runtime, klass: Any, ymd: tuple, clock: tuple, offset: int | None) -> RObject:
    day = civil(rt, *ymd)
    tz = timezone(timedelta(seconds=offset or 0))
    try:
        dt = datetime(day.year, day.month, day.day, *clock, tzinfo=tz)
    except ValueError:
        raise invalid(rt) from None
    if klass is rt.const_get("Date") or not is_datetime_class(rt, klass):
        dt = datetime(day.year, day.month, day.day, tzinfo=UTC)
    return make(rt, klass, dt)


@ds.method("parse")
def date_parse_(rt, self, text=None, comp=True, *rest):
    if text is None:
        raise invalid(rt)  # MRI's default is 4713 BC, before what Python's dates reach
    try:
        from toque.interpreter.stdlib import date_parse  # its regexps: on first parse

        ymd, clock, offset = date_parse.parse(rt.to_s(text), date.today())
    except ValueError:
        raise invalid(rt) from None
    return from_parts(rt, self, ymd, clock, offset)


@ds.method("iso8601", "xmlschema", "rfc3339")
def date_iso8601(rt, self, text=None, *rest):
    return date_parse_(rt, self, text)


# what Date.strptime reads when given nothing (DateTime's default also reads the time)
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


_STRPTIME_DEFAULTS = (("-4712-01-01", "%F"), ("-4712-01-01T00:00:00+00:00", "%FT%T%z"))


def _strptime_fields(rt: Runtime, klass: Any, text: Any, fmt: Any) -> dict[str, Any] | None:
    default_text, default_fmt = _STRPTIME_DEFAULTS[is_datetime_class(rt, klass)]
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
    with_time = is_datetime_class(rt, self)
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
