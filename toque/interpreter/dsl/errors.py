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
    return RecipeError(f"{exc.cls.name}: {text}", span, source=source)


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return None
