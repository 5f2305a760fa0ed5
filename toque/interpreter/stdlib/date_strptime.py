"""strptime as MRI reads it (ext/date/date_strptime.c), and the completion of what it read
into a day (date_core.c): what Date._strptime, Date.strptime, DateTime.strptime and
Time.strptime share.

`scan` walks the format directive by directive over the text, each directive reading one
field into an ordered dict (Ruby's hash): a later directive of the same field overwrites
the earlier one ("%Y %Y" keeps the second year, in the first one's place), "%C" and "%p"
adjust the year and hour at the end, and what the format leaves unread is `leftover`.
`day_of` then makes a day of those fields as MRI's d_new_by_frags does: year, month and
day when all three were read, else the most complete of the other ways to name a day
(ordinal, commercial, week numbers, weekday, seconds since the epoch), what is missing
taken from today.

Values are ints, `Fraction`s (%L, %N, %Q and fractional zone offsets: MRI's Rationals)
and strs (zone, leftover). Days are proleptic Gregorian Python dates, so years 1 to 9999.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from fractions import Fraction
from typing import Any

DAY_NAMES = (
    "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
    "sun", "mon", "tue", "wed", "thu", "fri", "sat",
)  # fmt: skip
MONTH_NAMES = (
    "january", "february", "march", "april", "may", "june", "july", "august",
    "september", "october", "november", "december",
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
)  # fmt: skip
MERIDIANS = (("am", 0), ("pm", 12), ("a.m.", 0), ("p.m.", 12))
DIGITS = "0123456789"
SPACES = " \t\n\v\f\r"  # C's isspace
NUMERIC = set("CDdeFGgHIjkLlMmNQRrSsTUuVvWwXxYy")  # directives that read digits
UNIX_EPOCH_JD = 2440588
JD_OFFSET = 1721425  # a Julian day number minus the proleptic ordinal of the same day

# the directives that are other formats
COMPOSITE = {
    "c": "%a %b %e %H:%M:%S %Y",
    "D": "%m/%d/%y",
    "x": "%m/%d/%y",
    "F": "%Y-%m-%d",
    "n": " ",
    "t": " ",
    "R": "%H:%M",
    "r": "%I:%M:%S %p",
    "T": "%H:%M:%S",
    "X": "%H:%M:%S",
    "v": "%e-%b-%Y",
    "+": "%a %b %e %H:%M:%S %Z %Y",
}

_ZONE = re.compile(
    r"\A((?:gmt|utc?)?[-+]\d+(?:[,.:]\d+(?::\d+)?)?"
    r"|[a-z.\s]+(?:standard|daylight)\s+time\b"
    r"|[a-z]+(?:\s+dst)?\b)",
    re.I | re.A,
)


class _Failed(Exception):
    """A directive did not match: strptime answers nil."""


def scan(text: str, fmt: str) -> dict[str, Any] | None:
    """Date._strptime(text, fmt): the fields read, or None when the text does not match."""
    fields: dict[str, Any] = {}
    try:
        end = _read(text, 0, fmt, fields)
    except _Failed:
        return None
    if end < len(text):
        fields["leftover"] = text[end:]
    cent = fields.pop("_cent", None)
    if cent is not None:
        for key in ("cwyear", "year"):
            if key in fields:
                fields[key] += cent * 100
    merid = fields.pop("_merid", None)
    if merid is not None and "hour" in fields:
        fields["hour"] = fields["hour"] % 12 + merid
    return fields


def _numeric_next(fmt: str, i: int) -> bool:
    """num_pattern_p: does what follows a directive start with digits (a digit, or a
    directive that reads them)? Then a year, century or fraction reads a fixed width."""
    c = fmt[i : i + 1]
    if c and c in DIGITS:
        return True
    if c != "%":
        return False
    i += 1
    if fmt[i : i + 1] in ("E", "O"):
        i += 1
    c = fmt[i : i + 1]
    return bool(c) and (c in NUMERIC or c in DIGITS)


def _digits(text: str, si: int, width: int | None) -> tuple[int, int]:
    """An unsigned number of at most `width` digits at `si`: (value, index after it)."""
    end = si
    while end < len(text) and text[end] in DIGITS:
        end += 1
    if end == si:
        raise _Failed
    if width is not None:
        end = min(end, si + width)
    return int(text[si:end]), end


def _in(value: int, low: int, high: int) -> int:
    if not low <= value <= high:
        raise _Failed
    return value


def _padded(text: str, si: int) -> tuple[int, int]:
    """%d %e %H %k %I %l: two digits, or a space and one."""
    if text[si : si + 1] == " ":
        return _digits(text, si + 1, 1)
    return _digits(text, si, 2)


def _named(text: str, si: int, names: tuple[str, ...]) -> tuple[int, int]:
    """The first of `names` the text starts with, ignoring case: (its index, end)."""
    for i, name in enumerate(names):
        if text[si : si + len(name)].lower() == name:
            return i, si + len(name)
    raise _Failed


def _read(text: str, si: int, fmt: str, fields: dict[str, Any]) -> int:
    """date__strptime_internal: match `fmt` against `text` from `si`; the index after."""
    fi = 0
    while fi < len(fmt):
        f = fmt[fi]
        if f in SPACES:  # any run of white space, none included
            while text[si : si + 1] and text[si] in SPACES:
                si += 1
            fi += 1
            continue
        if f != "%":
            if text[si : si + 1] != f:
                raise _Failed
            si += 1
            fi += 1
            continue
        fi += 1
        c = fmt[fi : fi + 1]
        # %E and %O modify a few directives only; %:z, %::z, %:::z are %z
        if c in ("E", "O"):
            allowed = "cCxXyY" if c == "E" else "deHImMSuUVwWy"
            if fmt[fi + 1 : fi + 2] and fmt[fi + 1] in allowed:
                fi += 1
                c = fmt[fi]
            else:  # not a directive: the "%" is a literal character
                if text[si : si + 1] != "%":
                    raise _Failed
                si += 1
                continue
        elif c == ":":
            for colons in (":z", "::z", ":::z"):
                if fmt.startswith(colons, fi):
                    fi += len(colons) - 1
                    c = "z"
                    break
            else:
                raise _Failed
        si = _directive(text, si, fmt, fi, c, fields)
        fi += 1
    return si


# directive: (field, digits at most — 0 for two or a space and one —, lowest, highest)
NUMBERS = {
    "d": ("mday", 0, 1, 31), "e": ("mday", 0, 1, 31), "H": ("hour", 0, 0, 24),
    "k": ("hour", 0, 0, 24), "I": ("hour", 0, 1, 12), "l": ("hour", 0, 1, 12),
    "j": ("yday", 3, 1, 366), "M": ("min", 2, 0, 59), "m": ("mon", 2, 1, 12),
    "S": ("sec", 2, 0, 60), "U": ("wnum0", 2, 0, 53), "W": ("wnum1", 2, 0, 53),
    "u": ("cwday", 1, 1, 7), "V": ("cweek", 2, 1, 53), "w": ("wday", 1, 0, 6),
}  # fmt: skip


def _directive(text: str, si: int, fmt: str, fi: int, c: str, fields: dict[str, Any]) -> int:
    """Read directive `c` (at fmt[fi]) at text[si]; the index after what it read."""
    if c in COMPOSITE:
        return _read(text, si, COMPOSITE[c], fields)
    number = NUMBERS.get(c)
    if number is not None:  # a plain number in a range
        field, width, low, high = number
        n, si = _padded(text, si) if width == 0 else _digits(text, si, width)
        fields[field] = _in(n, low, high)
        return si
    if c in ("A", "a"):
        i, si = _named(text, si, DAY_NAMES)
        fields["wday"] = i % 7
    elif c in ("B", "b", "h"):
        i, si = _named(text, si, MONTH_NAMES)
        fields["mon"] = i % 12 + 1
    elif c in ("C", "G", "Y"):
        sign = 1
        if c == "Y" and text[si : si + 1] in ("+", "-"):
            sign = -1 if text[si] == "-" else 1
            si += 1
        width = {"C": 2, "G": 4, "Y": 4}[c] if _numeric_next(fmt, fi + 1) else None
        n, si = _digits(text, si, width)
        fields[{"C": "_cent", "G": "cwyear", "Y": "year"}[c]] = sign * n
    elif c in ("g", "y"):
        n, si = _digits(text, si, 2)
        fields["cwyear" if c == "g" else "year"] = _in(n, 0, 99)
        fields.setdefault("_cent", 19 if n >= 69 else 20)
    elif c in ("L", "N"):
        sign = 1
        if text[si : si + 1] in ("+", "-"):
            sign = -1 if text[si] == "-" else 1
            si += 1
        start = si
        n, si = _digits(text, si, (3 if c == "L" else 9) if _numeric_next(fmt, fi + 1) else None)
        fields["sec_fraction"] = Fraction(sign * n, 10 ** (si - start))
    elif c in ("P", "p"):
        for name, hours in MERIDIANS:
            if text[si : si + len(name)].lower() == name:
                si += len(name)
                fields["_merid"] = hours
                break
        else:
            raise _Failed
    elif c in ("Q", "s"):
        sign = 1
        if text[si : si + 1] == "-":
            sign = -1
            si += 1
        n, si = _digits(text, si, None)
        fields["seconds"] = Fraction(sign * n, 1000) if c == "Q" else sign * n
    elif c in ("Z", "z"):
        m = _ZONE.match(text[si:])  # a slice: \A would not match at match(text, si)
        if m is None:
            raise _Failed
        fields["zone"] = m.group(1)
        fields["offset"] = zone_to_diff(m.group(1))
        si += m.end()
    else:  # "%%", or "%" and a character that is no directive: both read literally
        if text[si : si + 1] != "%":
            raise _Failed
        si += 1
        if c != "%":
            if c and text[si : si + 1] != c:  # a "%" ending the format reads one more
                raise _Failed
            si += 1
    return si


# -- zones (date_parse.c's date_zone_to_diff) ---------------------------------------------

# date_parse.c's zone table (zonetab.list): RFC 822's zones, the military letters, the
# abbreviations in use, and Windows' zone names ("Tokyo Standard Time" is "tokyo")
ZONES: dict[str, int] = {
    "ut": 0, "gmt": 0, "est": -18000, "edt": -14400, "cst": -21600, "cdt": -18000,
    "mst": -25200, "mdt": -21600, "pst": -28800, "pdt": -25200, "a": 3600, "b": 7200,
    "c": 10800, "d": 14400, "e": 18000, "f": 21600, "g": 25200, "h": 28800, "i": 32400,
    "k": 36000, "l": 39600, "m": 43200, "n": -3600, "o": -7200, "p": -10800, "q": -14400,
    "r": -18000, "s": -21600, "t": -25200, "u": -28800, "v": -32400, "w": -36000, "x": -39600,
    "y": -43200, "z": 0, "utc": 0, "wet": 0, "at": -7200, "brst": -7200, "ndt": -5400,
    "art": -10800, "adt": -10800, "brt": -10800, "clst": -10800, "nst": -9000, "ast": -14400,
    "clt": -14400, "akdt": -28800, "ydt": -28800, "akst": -32400, "hadt": -32400,
    "hdt": -32400, "yst": -32400, "ahst": -36000, "cat": 7200, "hast": -36000, "hst": -36000,
    "nt": -39600, "idlw": -43200, "bst": 3600, "cet": 3600, "fwt": 3600, "met": 3600,
    "mewt": 3600, "mez": 3600, "swt": 3600, "wat": 3600, "west": 3600, "cest": 7200,
    "eet": 7200, "fst": 7200, "mest": 7200, "mesz": 7200, "sast": 7200, "sst": -39600,
    "bt": 10800, "eat": 10800, "eest": 10800, "msk": 10800, "msd": 14400, "zp4": 14400,
    "zp5": 18000, "ist": 19800, "zp6": 21600, "wast": 7200, "cct": 23400, "sgt": 28800,
    "wadt": 28800, "jst": 32400, "kst": 32400, "east": -21600, "gst": 36000, "eadt": 39600,
    "idle": 43200, "nzst": 43200, "nzt": 43200, "nzdt": 46800, "afghanistan": 16200,
    "alaskan": -32400, "arab": 10800, "arabian": 14400, "arabic": 10800, "atlantic": -14400,
    "aus central": 34200, "aus eastern": 36000, "azores": -3600, "canada central": -21600,
    "cape verde": -3600, "caucasus": 14400, "cen. australia": 34200, "central america": -21600,
    "central asia": 21600, "central europe": 3600, "central european": 3600,
    "central pacific": 39600, "central": -21600, "china": 28800, "dateline": -43200,
    "e. africa": 10800, "e. australia": 36000, "e. europe": 7200, "e. south america": -10800,
    "eastern": -18000, "egypt": 7200, "ekaterinburg": 18000, "fiji": 43200, "fle": 7200,
    "greenland": -10800, "greenwich": 0, "gtb": 7200, "hawaiian": -36000, "india": 19800,
    "iran": 12600, "jerusalem": 7200, "korea": 32400, "mexico": -21600, "mid-atlantic": -7200,
    "mountain": -25200, "myanmar": 23400, "n. central asia": 21600, "nepal": 20700,
    "new zealand": 43200, "newfoundland": -12600, "north asia east": 28800,
    "north asia": 25200, "pacific sa": -14400, "pacific": -28800, "romance": 3600,
    "russian": 10800, "sa eastern": -10800, "sa pacific": -18000, "sa western": -14400,
    "samoa": -39600, "se asia": 25200, "malay peninsula": 28800, "south africa": 7200,
    "sri lanka": 21600, "taipei": 28800, "tasmania": 36000, "tokyo": 32400, "tonga": 46800,
    "us eastern": -18000, "us mountain": -25200, "vladivostok": 36000, "w. australia": 28800,
    "w. central africa": 3600, "w. europe": 3600, "west asia": 18000, "west pacific": 36000,
    "yakutsk": 32400, "acdt": 37800, "acst": 34200, "act": -18000, "acwst": 31500,
    "aedt": 39600, "aest": 36000, "aft": 16200, "almt": 21600, "anast": 43200, "anat": 43200,
    "aoe": -43200, "aqtt": 18000, "awdt": 32400, "awst": 28800, "azost": 0, "azot": -3600,
    "azst": 18000, "azt": 14400, "bnt": 28800, "bot": -14400, "btt": 21600, "cast": 28800,
    "chadt": 49500, "chast": 45900, "chost": 32400, "chot": 28800, "chst": 36000,
    "chut": 36000, "cidst": -14400, "cist": -18000, "ckt": -36000, "cot": -18000, "cvt": -3600,
    "cxt": 25200, "davt": 25200, "ddut": 36000, "easst": -18000, "ect": -18000, "egst": 0,
    "egt": -3600, "fet": 10800, "fjst": 46800, "fjt": 43200, "fkst": -10800, "fkt": -14400,
    "fnt": -7200, "galt": -21600, "gamt": -32400, "get": 14400, "gft": -10800, "gilt": 43200,
    "gyt": -14400, "hkt": 28800, "hovst": 28800, "hovt": 25200, "ict": 25200, "idt": 10800,
    "iot": 21600, "irdt": 16200, "irkst": 32400, "irkt": 28800, "irst": 12600, "kgt": 21600,
    "kost": 39600, "krast": 28800, "krat": 25200, "kuyt": 14400, "lhdt": 39600, "lhst": 37800,
    "lint": 50400, "magst": 43200, "magt": 39600, "mart": -30600, "mawt": 18000, "mht": 43200,
    "mmt": 23400, "mut": 14400, "mvt": 18000, "myt": 28800, "nct": 39600, "nfdt": 43200,
    "nft": 39600, "novst": 25200, "novt": 25200, "npt": 20700, "nrt": 43200, "nut": -39600,
    "omsst": 25200, "omst": 21600, "orat": 18000, "pet": -18000, "petst": 43200, "pett": 43200,
    "pgt": 36000, "phot": 46800, "pht": 28800, "pkt": 18000, "pmdt": -7200, "pmst": -10800,
    "pont": 39600, "pwt": 32400, "pyst": -10800, "qyzt": 21600, "ret": 14400, "rott": -10800,
    "sakt": 39600, "samt": 14400, "sbt": 39600, "sct": 14400, "sret": 39600, "srt": -10800,
    "syot": 10800, "taht": -36000, "tft": 18000, "tjt": 18000, "tkt": 46800, "tlt": 32400,
    "tmt": 18000, "tost": 50400, "tot": 46800, "trt": 10800, "tvt": 43200, "ulast": 32400,
    "ulat": 28800, "uyst": -7200, "uyt": -10800, "uzt": 18000, "vet": -14400, "vlast": 39600,
    "vlat": 36000, "vost": 21600, "vut": 39600, "wakt": 43200, "warst": -10800, "wft": 43200,
    "wgst": -7200, "wgt": -10800, "wib": 25200, "wit": 32400, "wita": 28800, "wt": 0,
    "yakst": 36000, "yakt": 32400, "yapt": 36000, "yekst": 21600, "yekt": 18000,
}  # fmt: skip


def zone_to_diff(zone: str) -> int | Fraction | None:
    """The offset in seconds a zone names: a name ("EST", "Eastern Daylight Time",
    "CEST dst") or a number ("+09:00", "-0530", "GMT+9", "+9.5"); None when unknown."""
    name = " ".join(zone.split()).lower()
    dst = False
    for suffix, is_dst in ((" standard time", False), (" daylight time", True), (" dst", True)):
        if name.endswith(suffix):
            name, dst = name[: -len(suffix)], is_dst
            break
    if name in ZONES:
        return ZONES[name] + (3600 if dst else 0)
    if name.startswith(("gmt", "utc")):
        name = name[3:]
    if not name[:1] or name[0] not in "+-":
        return None
    sign, rest = (-1 if name[0] == "-" else 1), name[1:]
    if ":" in rest:
        parts = rest.split(":")[:3]
        hour, minute, sec = (parts + [None, None])[:3]
    elif "," in rest or "." in rest:
        whole, _, frac = re.split(r"([,.])", rest, maxsplit=1)
        offset = _num(whole) * 3600 + Fraction(_num(frac), 10 ** len(frac)) * 60 * 60
        return sign * offset
    else:  # "9", "0930", "093015": one digit of hours when the length is odd
        width = 1 if len(rest) % 2 else 2
        hour = rest[:width] or None
        minute = rest[width : width + 2] or None
        sec = rest[width + 2 : width + 4] or None
    offset = (_num(hour) * 3600 if hour is not None else 0) + (
        _num(minute) * 60 if minute is not None else 0
    )
    if sec is not None:
        offset += _num(sec)
    return sign * offset


def _num(text: str) -> int:
    """String#to_i: the leading digits, 0 without any."""
    m = re.match(r"\d+", text)
    return int(m.group()) if m else 0


# -- a day from the fields (date_core.c's d_new_by_frags) ---------------------------------


def jd_of(day: date) -> int:
    return day.toordinal() + JD_OFFSET


def day_of_jd(jd: int) -> date:
    return date.fromordinal(jd - JD_OFFSET)


def day_of(fields: dict[str, Any], today: date, with_time: bool) -> date | None:
    """The day the fields name, or None (an invalid date). `with_time`: for a DateTime,
    where a time alone is today's. Fills hour, min and sec in `fields` as MRI does."""
    if (
        "jd" not in fields
        and "yday" not in fields
        and all(k in fields for k in ("year", "mon", "mday"))
    ):
        return _civil(fields["year"], fields["mon"], fields["mday"])
    _rewrite(fields)
    _complete(fields, today, with_time)
    return _valid_frags(fields)


def _rewrite(fields: dict[str, Any]) -> None:
    """%s and %Q: seconds since the epoch become a day and a time of day, at the offset
    of a zone read too (UTC without one)."""
    seconds = fields.pop("seconds", None)
    if seconds is None:
        return
    if fields.get("offset") is not None:
        seconds += fields["offset"]
    days, rest = divmod(seconds, 86400)
    hour, rest = divmod(rest, 3600)
    minute, rest = divmod(rest, 60)
    sec, frac = divmod(rest, 1)
    fields["jd"] = UNIX_EPOCH_JD + int(days)
    fields["hour"], fields["min"], fields["sec"] = int(hour), int(minute), int(sec)
    fields["sec_fraction"] = frac


# the ways to name a day, in MRI's order: the one with most fields read is completed
_WAYS: tuple[tuple[str | None, tuple[str, ...]], ...] = (
    ("time", ("hour", "min", "sec")),
    (None, ("jd",)),
    ("ordinal", ("year", "yday", "hour", "min", "sec")),
    ("civil", ("year", "mon", "mday", "hour", "min", "sec")),
    ("commercial", ("cwyear", "cweek", "cwday", "hour", "min", "sec")),
    ("wday", ("wday", "hour", "min", "sec")),
    ("wnum0", ("year", "wnum0", "wday", "hour", "min", "sec")),
    ("wnum1", ("year", "wnum1", "wday", "hour", "min", "sec")),
    (None, ("cwyear", "cweek", "wday", "hour", "min", "sec")),
    (None, ("year", "wnum0", "cwday", "hour", "min", "sec")),
    (None, ("year", "wnum1", "cwday", "hour", "min", "sec")),
)


def _today_field(today: date, key: str) -> int:
    iso = today.isocalendar()
    return {
        "year": today.year,
        "mon": today.month,
        "mday": today.day,
        "cwyear": iso[0],
        "cweek": iso[1],
        "cwday": iso[2],
        "wday": (today.weekday() + 1) % 7,
        "wnum0": int(today.strftime("%U")),
        "wnum1": int(today.strftime("%W")),
    }.get(key, 0)  # a Date's hour, min and sec are 0


def _complete(fields: dict[str, Any], today: date, with_time: bool) -> None:
    """rt_complete_frags: what the most complete way lacks, from today."""
    best, count = None, 0
    for way in _WAYS:
        n = sum(1 for k in way[1] if k in fields)
        if n > count:
            best, count = way, n
    kind, keys = best if best is not None else (None, ())
    if kind is not None and len(keys) > count:
        if kind == "ordinal":
            fields.setdefault("year", today.year)
            fields.setdefault("yday", 1)
        elif kind == "wday":
            fields["jd"] = jd_of(today) - _today_field(today, "wday") + fields["wday"]
        elif kind != "time":
            for key in keys:  # the leading fields not read: today's
                if key in fields:
                    break
                fields[key] = _today_field(today, key)
            defaults = {
                "civil": (("mon", 1), ("mday", 1)),
                "commercial": (("cweek", 1), ("cwday", 1)),
                "wnum0": (("wnum0", 0), ("wday", 0)),
                "wnum1": (("wnum1", 0), ("wday", 1)),
            }[kind]
            for key, default in defaults:
                fields.setdefault(key, default)
    if kind == "time" and with_time:
        fields.setdefault("jd", jd_of(today))
    fields.setdefault("hour", 0)
    fields.setdefault("min", 0)
    if fields.setdefault("sec", 0) > 59:
        fields["sec"] = 59


def _valid_frags(fields: dict[str, Any]) -> date | None:
    """rt__valid_date_frags_p: the first way of naming a day whose fields are all there
    and make a valid day."""
    get = fields.get
    if get("jd") is not None:
        try:
            return day_of_jd(get("jd"))
        except (ValueError, OverflowError):
            return None
    if get("yday") is not None and get("year") is not None:
        day = _ordinal(get("year"), get("yday"))
        if day is not None:
            return day
    if all(get(k) is not None for k in ("mday", "mon", "year")):
        day = _civil(get("year"), get("mon"), get("mday"))
        if day is not None:
            return day
    wday = get("cwday")
    if wday is None and get("wday") is not None:
        wday = get("wday") or 7
    if wday is not None and get("cweek") is not None and get("cwyear") is not None:
        try:
            return date.fromisocalendar(get("cwyear"), get("cweek"), wday)
        except ValueError:
            pass
    wday = get("wday")
    if wday is None and get("cwday") is not None:
        wday = get("cwday") % 7
    if wday is not None and get("wnum0") is not None and get("year") is not None:
        day = _weeknum(get("year"), get("wnum0"), wday, 0)
        if day is not None:
            return day
    wday = get("wday") if get("wday") is not None else get("cwday")
    if wday is not None and get("wnum1") is not None and get("year") is not None:
        day = _weeknum(get("year"), get("wnum1"), (wday - 1) % 7, 1)
        if day is not None:
            return day
    return None


def _civil(year: int, mon: int, mday: int) -> date | None:
    try:
        return date(year, mon, mday)
    except (ValueError, OverflowError):
        return None


def _ordinal(year: int, yday: int) -> date | None:
    try:
        day = date(year, 1, 1) + timedelta(days=yday - 1)
    except (ValueError, OverflowError):
        return None
    return day if day.year == year else None


def _weeknum(year: int, week: int, wday: int, first: int) -> date | None:
    """c_valid_weeknum_p: day `wday` of week `week` (weeks starting on Sunday for
    first=0, %U, or Monday for first=1, %W; week 0 holds the days before the first
    one), checked by converting back."""
    try:
        jan7 = jd_of(date(year, 1, 1)) + 6
        jd = (jan7 - (jan7 - first + 1) % 7 - 7) + 7 * week + wday
        day = day_of_jd(jd)
    except (ValueError, OverflowError):
        return None
    if day.year != year:
        return None
    jan7 = jd_of(date(day.year, 1, 1)) + 6
    j = jd - (jan7 - (jan7 - first + 1) % 7) + 7
    return day if (j // 7, j % 7) == (week, wday) else None
