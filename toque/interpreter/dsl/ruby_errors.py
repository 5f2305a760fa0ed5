"""Ruby exceptions raised while compiling or converging a recipe, as located toque errors."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.errors import ToqueError
from toque.source import Span

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

_LIBRARY = str(Path(__file__).resolve().parents[2]) + os.sep  # toque's own files


class RecipeError(ToqueError):
    """Ruby code in a recipe raised: the Ruby class and message, and where; `trace` is
    the Ruby call chain that led there (MRI's backtrace lines), when it has several."""

    context = 2
    trace: list[str] = []
    MAX_TRACE = 50  # lines of call chain shown; a runaway recursion has thousands

    def render(self) -> str:
        text = super().render()
        if len(self.trace) < 2:
            return text
        lines = self.trace[: self.MAX_TRACE]
        more = len(self.trace) - len(lines)
        chain = "\n".join(f"  {x}" for x in lines)
        if more:
            chain += f"\n  ... {more} more"
        return f"{text}\nRuby backtrace:\n{chain}"


def ruby_error(rt: Runtime, err: Any, fallback: Span | None = None) -> RecipeError:
    from toque.interpreter.core.exceptions import message_text

    exc = err.exc
    try:
        text = message_text(rt, exc)
    except Exception:  # noqa: BLE001 - a broken message method still gets reported
        text = ""
    message = f"{exc.cls.name}: {text}"
    places = [(getattr(err, "file", None), getattr(err, "line", None))]
    places += [(f, n) for f, n, _ in getattr(err, "trace", [])]
    # Code evaluated from a string (`eval`, `class_eval`, an ERB.new template) has no
    # file to show ("(eval)", "(erb)"), and toque's own Ruby library (forwardable.rb) is
    # not the user's: the error is placed at the first caller in a file of the user's,
    # and the innermost place goes into the message.
    shown = [p for p in places if p[0] and p[1] is not None and not p[0].startswith(_LIBRARY)]
    for file, line in shown or places:
        if file and line is not None and (source := _read(file)) is not None:
            span = Span(file, line, 1)
            break
    else:
        file, line = places[0]
        span = Span(file, line, 1) if file and line is not None else fallback
        source = _read(span.file) if span else None
    if span is not None and span.file != places[0][0] and places[0][1] is not None:
        message += f" (raised at {places[0][0]}:{places[0][1]})"
    error = RecipeError(message, span, source=source)
    error.kind = exc.cls.name  # what a converge failure shows as the error's name
    error.trace = _backtrace(rt, exc)
    return error


def _backtrace(rt: Runtime, exc: Any) -> list[str]:
    from toque.interpreter.core.backtrace import exception_backtrace

    try:
        bt = exception_backtrace(rt, exc)
        return [rt.to_s(x) for x in bt] if bt is not None else []
    except Exception:  # noqa: BLE001 - a set_backtrace of odd values: no chain, the error stays
        return []


def toque_error(rt: Runtime, err: Any, fallback: Span | None = None) -> ToqueError:
    """What the user sees for a Ruby exception that left recipe code: the toque error it
    carries (a DSL or runtime error raised inside Ruby), with its source, else the Ruby one."""
    original = getattr(err, "toque_error", None)
    if isinstance(original, ToqueError):
        if original.source is None and original.span is not None:
            original.source = _read(original.span.file)
        return original
    return ruby_error(rt, err, fallback)


def as_user_errors(rt: Runtime, fn: Any, *args: Any) -> Any:
    """`fn(*args)`, with a Ruby exception leaving it turned into what the user sees (the
    one place recipe code, a shell entry or a cookbook file is run and its error located)."""
    from toque.interpreter.model.signals import RubyError

    try:
        return fn(*args)
    except RubyError as err:
        raise toque_error(rt, err) from None


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return None
