"""Read a JSON file a user gave (node attributes, data bags, roles): any flaw in it, from
unreadable bytes to nesting too deep for the decoder, is an error naming the file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from toque.errors import ToqueError
from toque.source import Span


def read_json(path: str | Path, what: str, error: type[ToqueError] = ToqueError) -> Any:
    """The value in the JSON file `path`; `what` names it in errors ("data bag item")."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise error(f"{what} {path} cannot be read: {exc.strerror}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise error(
            f"{what} {path} is not valid JSON: invalid UTF-8 byte 0x{data[exc.start]:02x}",
            Span(str(path), line, col),
        ) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(
            f"{what} {path} is not valid JSON: {exc.msg}",
            Span(str(path), exc.lineno, exc.colno),
            source=text,
        ) from None
    except RecursionError:
        raise error(f"{what} {path} is nested too deeply to read", Span(str(path), 1, 1)) from None
