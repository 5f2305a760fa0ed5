"""Places in source files (`Span`) and how to show them: the line and a caret."""

from __future__ import annotations

from toque.records import FrozenRecord


class Span(FrozenRecord):
    """A place in a source file: its path, 1-based line and column."""

    __slots__ = ("file", "line", "col")
    _fields = __slots__
    file: str
    line: int
    col: int  # 1-based, like `ruby -c` and editors

    def __init__(self, file: str, line: int, col: int) -> None:
        object.__setattr__(self, "file", file)
        object.__setattr__(self, "line", line)
        object.__setattr__(self, "col", col)

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


def line_of(text: str, line: int) -> str:
    """The text of 1-based `line`, without its line ending ('' when out of range)."""
    lines = text.split("\n")
    if 1 <= line <= len(lines):
        return lines[line - 1].rstrip("\r")
    return ""


# A longer line is cut to a window around the column: a 1 MB line must not print 1 MB.
EXCERPT_WIDTH = 160


def excerpt(text: str, line: int, col: int, context: int = 0) -> str:
    """The source line (and `context` lines before it) with a caret under `col`."""
    out = []
    width = len(str(line))
    src = line_of(text, line)
    start = 0
    if len(src) > EXCERPT_WIDTH:  # the window keeps the caret near its middle
        start = min(max(col - 1 - EXCERPT_WIDTH // 2, 0), len(src) - EXCERPT_WIDTH)
    for n in range(max(1, line - context), line + 1):
        shown = _window(line_of(text, n), start).expandtabs(1)
        out.append(f"  {n:>{width}} | {shown}")
    # printable caret even for control characters or a column past the end
    lead = "…" if start else ""
    pad = lead + "".join("\t" if ch == "\t" else " " for ch in src[start : max(col - 1, start)])
    out.append(f"  {' ' * width} | {pad.expandtabs(1)}^")
    return "\n".join(out)


def _window(src: str, start: int) -> str:
    """`src` from `start`, cut to EXCERPT_WIDTH, with `…` where text was left out."""
    if len(src) <= EXCERPT_WIDTH and not start:
        return src
    head = "…" if start else ""
    tail = "…" if len(src) > start + EXCERPT_WIDTH else ""
    return head + src[start : start + EXCERPT_WIDTH] + tail
