"""Time from text, as the `time` library reads it: Time.parse, iso8601/xmlschema,
rfc2822, httpdate and strptime (which reads the text as Date._strptime does:
stdlib/date_strptime.py)."""

from __future__ import annotations

import calendar
import re
import time as pytime
from datetime import datetime
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.time_lib import MONTHS, NS, RTime

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


_STRPTIME = {"%F": "%Y-%m-%d", "%T": "%H:%M:%S", "%D": "%m/%d/%y", "%e": "%d", "%R": "%H:%M"}


@ts.method("strptime")
def time_s_strptime(rt, self, text, fmt, *rest):
    pattern = rt.to_s(fmt)
    for ruby, py in _STRPTIME.items():
        pattern = pattern.replace(ruby, py)
    raw = rt.to_s(text)
    try:
        parsed = datetime.strptime(raw, pattern)
    except ValueError:
        raise _argument_error(
            rt, "invalid date or strptime format", f"`{raw}' `{rt.to_s(fmt)}'"
        ) from None
    ymd = (parsed.year, parsed.month, parsed.day)
    clock = (parsed.hour, parsed.minute, parsed.second, parsed.microsecond)
    offset = parsed.utcoffset()
    secs = int(offset.total_seconds()) if offset is not None else None
    return _from_fields(rt, ymd, clock, secs, False)
