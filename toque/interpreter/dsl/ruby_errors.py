"""Ruby exceptions raised while compiling or converging a recipe, as located toque errors."""

from __future__ import annotations

from typing import Any

from toque.errors import ToqueError
from toque.source import Span


class RecipeError(ToqueError):
    """Ruby code in a recipe raised: the Ruby class and message, and where."""

    context = 2


def ruby_error(rt: Any, err: Any, fallback: Span | None = None) -> RecipeError:
    from toque.interpreter.core.exceptions import message_text

    exc = err.exc
    try:
        text = message_text(rt, exc)
    except Exception:  # noqa: BLE001 - a broken message method still gets reported
        text = ""
    line = getattr(err, "line", None)
    file = getattr(err, "file", None)
    span = Span(file, line, 1) if line is not None and file else fallback
    source = _read(span.file) if span else None
    error = RecipeError(f"{exc.cls.name}: {text}", span, source=source)
    error.kind = exc.cls.name  # what a converge failure shows as the error's name
    return error


def toque_error(rt: Any, err: Any, fallback: Span | None = None) -> ToqueError:
    """What the user sees for a Ruby exception that left recipe code: the toque error it
    carries (a DSL or runtime error raised inside Ruby), with its source, else the Ruby one."""
    original = getattr(err, "toque_error", None)
    if isinstance(original, ToqueError):
        if original.source is None and original.span is not None:
            original.source = _read(original.span.file)
        return original
    return ruby_error(rt, err, fallback)


def as_user_errors(rt: Any, fn: Any, *args: Any) -> Any:
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
