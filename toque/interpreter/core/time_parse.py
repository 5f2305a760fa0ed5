"""Time from text, as the `time` library reads it: Time.parse, iso8601/xmlschema,
rfc2822, httpdate and strptime (which reads the text as Date._strptime does:
stdlib/date_strptime.py)."""

from __future__ import annotations

import calendar
import re
import time as pytime
from datetime import date, timedelta
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.time_lib import MONTHS, NS, RTime
from toque.interpreter.model.objects import RString
from toque.interpreter.stdlib import date_strptime

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALLED_BY = "time_lib"  # its methods are installed by time_lib.define (core/discover.py)

ts = Builtins("Time", singleton=True)


# -- the `time` library's parsers --------------------------------------------------------------

_UTC_ZONE = re.compile(r"(?:\b(?:utc|gmt)\b|\d(?:z)\b)", re.I)


def _from_fields(rt: Runtime, ymd: tuple, clock: tuple, offset: int | None, utc: bool) -> RTime:
    year, month, day = ymd
    hour, minute, second, micro = clock
    try:
        stamp = calendar.timegm((year, month, day, hour, minute, second, 0, 0, 0))
    except (ValueError, OverflowError):  # toque's times hold years 1 to 9999
        raise rt.error("ArgumentError", "argument out of range") from None
    frac = micro * 1000
    if utc:
        return RTime(stamp * NS + frac, "utc")
    if offset is None:  # no zone: the local time of those fields
        local = int(pytime.mktime((year, month, day, hour, minute, second, 0, 0, -1)))
        return RTime(local * NS + frac, "local")
    return RTime((stamp - offset) * NS + frac, "fixed", offset)


def _argument_error(rt: Runtime, what: str, text: str) -> Any:
    return rt.error("ArgumentError", f"{what}: {text}")


@ts.method("parse")
def time_s_parse(rt, self, text, now=None, *rest):
    from datetime import date

    from toque.interpreter.stdlib import date_parse

    raw = rt.to_s(text)
    today = date.today()
    if isinstance(now, RTime):
        parts = now.parts()
        today = date(parts.year, parts.month, parts.day)
    try:
        try:
            ymd, clock, offset = date_parse.parse(raw, today)
        except date_parse.ParseError:
            if not date_parse._TIME.search(raw):
                raise
            # a time alone ("12:00") is on the day of `now` (today without it)
            ymd, clock, offset = date_parse.parse(f"{today.isoformat()} {raw}", today)
    except ValueError:
        raise rt.error("ArgumentError", f"no time information in {rt.inspect(text)}") from None
    return _from_fields(rt, ymd, clock, offset, bool(_UTC_ZONE.search(raw)))


_ISO_RE = re.compile(
    r"\s*(-?\d{4,})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d):(\d\d)(?:\.(\d+))?"
    r"(Z|[-+]\d\d(?::?\d\d)?)?)?\s*\Z",
    re.I,
)


@ts.method("iso8601", "xmlschema")
def time_s_iso8601(rt, self, text):
    raw = rt.to_s(text)
    m = _ISO_RE.match(raw)
    if m is None:
        raise _argument_error(rt, "invalid xmlschema format", rt.inspect(text))
    ymd = (int(m.group(1)), int(m.group(2)), int(m.group(3)))
    micro = int((m.group(7) or "0").ljust(6, "0")[:6])
    clock = (int(m.group(4) or 0), int(m.group(5) or 0), int(m.group(6) or 0), micro)
    zone = m.group(8)
    if zone is None:
        return _from_fields(rt, ymd, clock, None, False)
    if zone.upper() == "Z":
        return _from_fields(rt, ymd, clock, 0, True)
    digits = zone[1:].replace(":", "")
    offset = int(digits[:2]) * 3600 + int(digits[2:4] or 0) * 60
    return _from_fields(rt, ymd, clock, -offset if zone[0] == "-" else offset, False)


_RFC2822_RE = re.compile(
    r"\s*(?:[A-Za-z]{3},\s*)?(\d{1,2})\s+([A-Za-z]{3})\s+(\d{2,})\s+(\d\d):(\d\d)(?::(\d\d))?"
    r"\s*([-+]\d{4}|UT|GMT|[A-Z]{1,3})\s*\Z",
    re.I,
)


@ts.method("rfc2822", "rfc822")
def time_s_rfc2822(rt, self, text):
    raw = rt.to_s(text)
    m = _RFC2822_RE.match(raw)
    if m is None or m.group(2).lower() not in MONTHS:
        raise _argument_error(rt, "not RFC 2822 compliant date", rt.inspect(text))
    year = int(m.group(3))
    if len(m.group(3)) < 4:
        year += 1900 if year >= 50 else 2000
    ymd = (year, MONTHS.index(m.group(2).lower()) + 1, int(m.group(1)))
    clock = (int(m.group(4)), int(m.group(5)), int(m.group(6) or 0), 0)
    zone = m.group(7).upper()
    if zone == "-0000" or zone not in ("UT", "GMT") and zone[0] not in "+-":
        return _from_fields(rt, ymd, clock, 0, True)  # -0000 and military zones: UTC
    if zone in ("UT", "GMT"):
        return _from_fields(rt, ymd, clock, 0, False)
    offset = int(zone[1:3]) * 3600 + int(zone[3:5]) * 60
    return _from_fields(rt, ymd, clock, -offset if zone[0] == "-" else offset, False)


_HTTPDATE_RE = re.compile(
    r"\s*[A-Za-z]{3},\s+(\d{2})\s+([A-Za-z]{3})\s+(\d{4})\s+(\d\d):(\d\d):(\d\d)\s+GMT\s*\Z",
    re.I,
)


@ts.method("httpdate")
def time_s_httpdate(rt, self, text):
    m = _HTTPDATE_RE.match(rt.to_s(text))
    if m is None or m.group(2).lower() not in MONTHS:
        raise _argument_error(rt, "not RFC 2616 compliant date", rt.inspect(text))
    ymd = (int(m.group(3)), MONTHS.index(m.group(2).lower()) + 1, int(m.group(1)))
    clock = (int(m.group(4)), int(m.group(5)), int(m.group(6)), 0)
    return _from_fields(rt, ymd, clock, 0, True)


@ts.method("strptime")
def time_s_strptime(rt, self, text, fmt, now=None, *, block=None):
    """lib/time.rb's Time.strptime: the fields Date._strptime reads; seconds since the
    epoch as they are, else a time made of the fields (those before the first one read
    taken from `now`) in the zone read, or local time."""
    raw, pattern = rt.to_s(text), rt.to_s(fmt)
    d = date_strptime.scan(raw, pattern)
    if d is None:
        why = f"invalid date or strptime format - `{raw}' `{pattern}'"
        raise rt.error("ArgumentError", why)
    if "seconds" in d:
        seconds, frac = d["seconds"], d.get("sec_fraction") or 0
        ns = int(seconds * NS + (frac if seconds >= 0 else -frac) * NS)
        zone = d.get("zone")
        return _force_zone(RTime(ns), zone) if zone is not None else RTime(ns)
    year = d.get("year")
    if year is not None and block is not None:
        year = rt.call_proc(block, [year])
    yday = d.get("yday")
    has_md = d.get("mon") is not None and d.get("mday") is not None
    if (d.get("cwyear") is not None and year is None) or (
        ("cwday" in d or "cweek" in d) and not has_md
    ):  # weeks of the ISO calendar: Date.strptime's day, at local midnight
        day = _date_strptime(rt, d)
        return _from_fields(rt, (day.year, day.month, day.day), (0, 0, 0, 0), None, False)
    if ("wnum0" in d or "wnum1" in d) and yday is None and not has_md:
        yday = _date_strptime(rt, d).timetuple().tm_yday
    fields = (year, yday, d.get("mon"), d.get("mday"), d.get("hour"), d.get("min"), d.get("sec"))
    return _make_time(rt, raw, fields, d.get("sec_fraction"), d.get("zone"), now)


def _date_strptime(rt: Runtime, fields: dict[str, Any]) -> Any:
    day = date_strptime.day_of(dict(fields), date.today(), False)
    if day is None:
        raise rt.error("Date::Error", "invalid date")
    return day


def _make_time(
    rt: Runtime, raw: str, fields: tuple, sec_fraction: Any, zone: str | None, now: Any
) -> RTime:
    """lib/time.rb's make_time."""
    year, yday, mon, day, hour, minute, sec = fields
    if all(v is None for v in fields) and sec_fraction is None:
        raise rt.error("ArgumentError", f"no time information in {rt.inspect(RString(raw))}")
    if not isinstance(now, RTime):
        now = RTime(pytime.time_ns())
    off_year = year if year is not None else now.parts().year
    off = zone_offset(zone, off_year) if zone is not None else None
    shown = RTime(now.ns, "fixed", off) if off is not None else RTime(now.ns)  # now, there
    if yday is not None:  # the month and day of that day of the year
        base = year if year is not None else shown.parts().year
        if not 1 <= yday <= 365 + calendar.isleap(base):
            raise rt.error("ArgumentError", f"yday {yday} out of range")
        mon, day = (date(base, 1, 1) + timedelta(days=yday - 1)).timetuple()[1:3]
    ns = int(sec_fraction * NS) if sec_fraction is not None else None
    values = [year, mon, day, hour, minute, sec]
    p = shown.parts()
    for i, current in enumerate((p.year, p.month, p.day, p.hour, p.minute, p.second)):
        if values[i] is not None:
            break
        values[i] = current
    else:
        if ns is None:
            ns = now.ns % NS // 1000 * 1000  # now's microseconds
    year, mon, day, hour, minute, sec = (
        v if v is not None else dv for v, dv in zip(values, (1970, 1, 1, 0, 0, 0), strict=True)
    )
    if year != off_year:
        off = zone_offset(zone, year) if zone is not None else None
    try:
        stamp = calendar.timegm((year, mon, day, hour, minute, sec, 0, 0, 0))
    except (ValueError, OverflowError):  # toque's times hold years 1 to 9999
        raise rt.error("ArgumentError", "argument out of range") from None
    if off is None:  # Time.local of the fields
        local = int(pytime.mktime((year, mon, day, hour, minute, sec, 0, 0, -1)))
        return RTime(local * NS + (ns or 0))
    return _force_zone(RTime((stamp - off) * NS + (ns or 0), "utc"), zone, off)


_ZONE_UTC = re.compile(r"\A(?:-00:00|-0000|-00|UTC|Z|UT)\Z", re.I)


def _force_zone(t: RTime, zone: str, offset: int | None = None) -> RTime:
    """force_zone!: UTC for a zone that says so, else local time when the local zone has
    that offset then, else that fixed offset."""
    if _ZONE_UTC.match(zone):
        return RTime(t.ns, "utc")
    if offset is None:
        offset = zone_offset(zone, RTime(t.ns).parts().year)
    local = RTime(t.ns)
    if offset is None or local.offset() == offset:
        return local
    return RTime(t.ns, "fixed", offset)


# Time::ZoneOffset: RFC 822's zones and the military letters (RFC 822's own signs)
ZONE_OFFSETS: dict[str, int] = {
    "UTC": 0, "Z": 0, "UT": 0, "GMT": 0,
    "EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7,
    **{letter: i + 1 for i, letter in enumerate("ABCDEFGHI")},
    "K": 10, "L": 11, "M": 12,
    **{letter: -(i + 1) for i, letter in enumerate("NOPQRSTUVWXY")},
}  # fmt: skip
_ZONE_HHMM = re.compile(r"\A([+-])(\d\d)(:?)(\d\d)(?:\3(\d\d))?\Z")
_ZONE_HH = re.compile(r"\A[+-]\d\d\Z")


def zone_offset(zone: str, year: int) -> int | None:
    """Time.zone_offset: "+09:00", "-0500", "+09", a name of ZONE_OFFSETS, or the local
    zone's own abbreviation in `year` (winter or summer); None for any other."""
    zone = zone.upper()
    if m := _ZONE_HHMM.match(zone):
        secs = (int(m.group(2)) * 60 + int(m.group(4))) * 60 + int(m.group(5) or 0)
        return -secs if m.group(1) == "-" else secs
    if _ZONE_HH.match(zone):
        return int(zone) * 3600
    if zone in ZONE_OFFSETS:
        return ZONE_OFFSETS[zone] * 3600
    for month in (1, 7):
        try:
            local = pytime.localtime(pytime.mktime((year, month, 1, 0, 0, 0, 0, 0, -1)))
        except (OverflowError, ValueError):
            return None
        if local.tm_zone.upper() == zone:
            return local.tm_gmtoff
    return None
