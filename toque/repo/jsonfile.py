"""Read a JSON file a user gave (node attributes, data bags, roles): any flaw in it, from
unreadable bytes to nesting too deep for the decoder, is an error naming the file.

Chef reads these through ffi-yajl, which allows `//` and `/* */` comments by default (Chef's
own kitchen-tests data bags have them), so toque does too."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from toque.errors import ToqueError
from toque.lazy_re import lazy_compile
from toque.source import Span

_TOKENS = lazy_compile(r'"(?:[^"\\]|\\.)*"|//[^\n]*|/\*.*?(?:\*/|\Z)', re.S)


def without_comments(text: str) -> str:
    """`text` with its comments blanked out (newlines kept), so positions stay the same."""
    if "/" not in text:
        return text

    def blank(m: re.Match[str]) -> str:
        token = m.group()
        if token.startswith('"'):
            return token
        return re.sub(r"[^\n]", " ", token)

    return _TOKENS.sub(blank, text)


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
        return json.loads(without_comments(text))
    except json.JSONDecodeError as exc:
        raise error(
            f"{what} {path} is not valid JSON: {exc.msg}",
            Span(str(path), exc.lineno, exc.colno),
            source=text,
        ) from None
    except RecursionError:
        raise error(f"{what} {path} is nested too deeply to read", Span(str(path), 1, 1)) from None
