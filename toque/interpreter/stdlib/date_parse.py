"""Date._parse, in the part real code relies on: ISO dates and times, `d/m/y` slashes,
month names either side of the day, compact `yyyymmdd`, ISO weeks and zones."""

from __future__ import annotations

import re
from datetime import date

MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
_MON = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_TIME = re.compile(
    r"(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(?:([ap])\.?m\.?\b)?"
    r"(?:\s*(z\b|gmt|utc|[-+]\d{1,2}(?::?\d{2})?))?",
    re.I,
)
_ISO = re.compile(r"([-+]?\d{2,}?)-(\d{1,2})-(\d{1,2})(?!\d)")
_WEEK = re.compile(r"(\d{4})-?w(\d{2})-?(\d)", re.I)
_SLASH = re.compile(r"(\d+)/(\d+)(?:/(-?\d+))?")
_DOTS = re.compile(r"(\d+)\.(\d+)\.(\d+)")
_EU = re.compile(r"(\d{1,2})(?:st|nd|rd|th)?\b\s*" + _MON + r"(?:[,\s]\s*(-?\d+))?", re.I)
_US = re.compile(_MON + r"\s*(\d{1,2})(?:st|nd|rd|th)?\b,?(?:\s*(-?\d+))?", re.I)
_COMPACT = re.compile(r"(?<!\d)(\d{4})(\d{2})(\d{2})(?!\d)")
_MONTH_ONLY = re.compile(_MON, re.I)


class ParseError(ValueError):
    pass


def _year(text: str | None, today: date) -> int:
    if text is None:
        return today.year
    year = int(text)
    if len(text.lstrip("-+")) <= 2:  # Ruby completes two-digit years: 69..99 → 19xx
        year += 1900 if year >= 69 else 2000
    return year


def parse(
    text: str, today: date
) -> tuple[tuple[int, int, int], tuple[int, int, int, int], int | None]:
    """((year, month, day), (hour, minute, second, microsecond), offset seconds or None)."""
    clock, offset = (0, 0, 0, 0), None
    rest = text
    m = _TIME.search(text)
    if m and not _ISO.fullmatch(text.strip()):
        hour, minute = int(m.group(1)), int(m.group(2))
        if m.group(5):
            hour = hour % 12 + (12 if m.group(5).lower() == "p" else 0)
        micro = int((m.group(4) or "0").ljust(6, "0")[:6])
        clock = (hour, minute, int(m.group(3) or 0), micro)
        offset = _offset(m.group(6))
        rest = text[: m.start()] + " " + text[m.end() :]
    return _civil(rest, today), clock, offset


def _offset(zone: str | None) -> int | None:
    if zone is None:
        return None
    if zone.lower() in ("z", "gmt", "utc"):
        return 0
    sign = -1 if zone.startswith("-") else 1
    digits = zone[1:].replace(":", "")
    hours, minutes = (digits[:-2], digits[-2:]) if len(digits) > 2 else (digits, "0")
    return sign * (int(hours) * 3600 + int(minutes) * 60)


def _civil(text: str, today: date) -> tuple[int, int, int]:
    if m := _WEEK.search(text):
        d = date.fromisocalendar(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        return d.year, d.month, d.day
    if m := _ISO.search(text):
        return _year(m.group(1), today), int(m.group(2)), int(m.group(3))
    if m := _EU.search(text):
        return _year(m.group(3), today), MONTHS.index(m.group(2).lower()) + 1, int(m.group(1))
    if m := _US.search(text):
        return _year(m.group(3), today), MONTHS.index(m.group(1).lower()) + 1, int(m.group(2))
    if m := _SLASH.search(text) or _DOTS.search(text):
        return _slashed(m.group(1), m.group(2), m.group(3), today)
    if m := _COMPACT.search(text):
        return int(m.group(1)), int(m.group(2)), int(m.group(3))
    if m := _MONTH_ONLY.search(text):
        return today.year, MONTHS.index(m.group(1).lower()) + 1, 1
    raise ParseError(text)


def _slashed(a: str, b: str, c: str | None, today: date) -> tuple[int, int, int]:
    """Ruby reads `a/b/c` as y/m/d, unless `c` is the longer number: then d/m/y."""
    if c is None:
        return today.year, int(a), int(b)
    if len(c.lstrip("-")) > 2 and len(a) <= 2:
        a, c = c, a
    return _year(a, today), int(b), int(c)
