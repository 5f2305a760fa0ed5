"""The schedule fields cron and cron_d share: Chef's CronValidations and the weekday/time_out
coercions of its _cron_shared.rb."""

from __future__ import annotations

import re
from typing import Any

from toque.runtime.errors import ValidationError
from toque.runtime.values import Sym

MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
DAYS = ("sun", "mon", "tue", "wed", "thu", "fri", "sat")
LONG_DAYS = ("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday")
WEEKDAYS = {
    **{d: str(i) for i, d in enumerate(LONG_DAYS)},
    **{d: str(i) for i, d in enumerate(DAYS)},
}
SPECIAL_TIMES = tuple(
    Sym(t)
    for t in ("reboot", "yearly", "annually", "monthly", "weekly", "daily", "midnight", "hourly")
)
TIMEOUT_OPTS = ("duration", "preserve-status", "foreground", "kill-after", "signal")


def numeric(spec: Any, low: int, high: int) -> bool:
    """`*`, a number in range, or ranges/steps/lists of them (validate_numeric)."""
    if spec == "*":
        return True
    if isinstance(spec, int) and not isinstance(spec, bool):
        return low <= spec <= high
    for part in re.split(r"/|-|,", str(spec)):
        if part == "*":
            continue
        if not re.fullmatch(r"\d+", part) or not low <= int(part) <= high:
            return False
    return True


def month(spec: Any) -> bool:
    if isinstance(spec, str) and spec.lower() in MONTHS:
        return True
    return numeric(spec, 1, 12)


def weekday(spec: Any) -> bool:
    text = spec if isinstance(spec, str) else str(spec)
    return text == "*" or numeric(text, 0, 7) or text.lower() in DAYS or text.lower() in LONG_DAYS


def weekday_number(day: Any) -> Any:
    """A day's name as its crontab number (:monday → "1"); anything else unchanged."""
    text = str(day).lower() if not isinstance(day, bool) else ""
    return WEEKDAYS.get(text, day)


def time_out(value: Any) -> Any:
    """A Hash of `timeout` options, checked; a number or string is the duration."""
    if isinstance(value, dict):
        bad = [str(k) for k in value if str(k) not in TIMEOUT_OPTS]
        if bad:
            allowed = '", "'.join(TIMEOUT_OPTS)
            raise ValidationError(
                f'Key of option time_out must be equal to one of: "{allowed}"!  '
                f'You passed "{", ".join(bad)}".'
            )
        if not all(isinstance(v, str) and re.match(r"\S+", v) for v in value.values()):
            raise ValidationError(
                "Values of option time_out should be non-empty strings without any leading "
                "whitespace."
            )
        return {str(k): v for k, v in value.items()}
    if isinstance(value, (int, str)) and not isinstance(value, bool):
        return {"duration": value}
    return None
