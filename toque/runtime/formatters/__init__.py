"""Output subscribers: `doc` (Chef's familiar lines), `min` (a character per action), `json` (a line per event)."""

from __future__ import annotations

from collections.abc import Callable
from typing import IO, Any

from toque.runtime.events import Subscriber
from toque.runtime.sensitive import RedactingWriter, Redactor


class Formatter(Subscriber):
    """Base of every output formatter: it sees events as the `sensitive` rule lets them
    through, and what it writes to `self.out` passes that rule again, so no channel can
    print a secret Chef would hide."""

    def __init__(self, out: IO[str]) -> None:
        self.redactor = Redactor()
        self.out = RedactingWriter(out, self.redactor)

    def handler(self, name: str) -> Callable[..., None]:
        method, redactor = getattr(self, name), self.redactor

        def filtered(*args: Any) -> None:
            shown = redactor.event(name, args)
            if shown is not None:
                method(*shown)

        return filtered

    def sharing(self, stream: Any) -> Any:
        """How the run's own programs should write to `stream` (a recipe's `puts` while this
        formatter keeps a live line on the terminal): as is, unless a formatter says otherwise."""
        return stream


def program_streams(events: Any, out: Any, err: Any) -> tuple[Any, Any]:
    """The streams a run's Ruby code prints to (`$stdout`, `$stderr`): `out` and `err`, through
    the formatter that keeps a live line on that terminal, if one does, so that a `puts` never
    lands in the middle of a progress line."""
    for subscriber in events.subscribers:
        if isinstance(subscriber, Formatter):
            out, err = subscriber.sharing(out), subscriber.sharing(err)
    return out, err


def make_formatter(name: str, out: IO[str], **options: Any) -> Subscriber:
    """The formatter called `name` ("doc", "min", "json", or "null": no output) writing to
    `out`. Only that formatter's module is imported (start-up)."""
    if name == "null":
        return Subscriber()
    if name == "doc":
        from toque.runtime.formatters.doc import DocFormatter as chosen
    elif name == "min":
        from toque.runtime.formatters.min import MinFormatter as chosen
    elif name == "json":
        from toque.runtime.formatters.json import JsonFormatter as chosen
    else:
        raise KeyError(name)
    return chosen(out, **options)


def elapsed_text(seconds: float) -> str:
    """Chef's `05 seconds`, `02 minutes 05 seconds`, `01 hours 02 minutes 05 seconds`."""
    s = int(seconds)
    h, m, s = s // 3600, s // 60 % 60, s % 60
    if h:
        return f"{h:02d} hours {m:02d} minutes {s:02d} seconds"
    if m:
        return f"{m:02d} minutes {s:02d} seconds"
    return f"{s:02d} seconds"


def summary(result: Any, failed: bool) -> str:
    if failed:
        head = f"Infra Phase failed. {result.updated} resources"
    else:
        head = f"Infra Phase complete, {result.updated}/{result.total} resources"
    if result.why_run:
        return f"{head} would have been updated"
    return f"{head} updated in {elapsed_text(result.elapsed)}"


LEVELS = {"debug": 0, "info": 1, "warn": 2, "error": 3, "fatal": 4}
