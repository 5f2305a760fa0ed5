"""Places in source files (`Span`) and how to show them: the line and a caret."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Span:
    file: str
    line: int
    col: int  # 1-based, like `ruby -c` and editors

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


def line_of(text: str, line: int) -> str:
    """The text of 1-based `line`, without its line ending ('' when out of range)."""
    lines = text.split("\n")
    if 1 <= line <= len(lines):
        return lines[line - 1].rstrip("\r")
    return ""


def excerpt(text: str, line: int, col: int, context: int = 0) -> str:
    """The source line (and `context` lines before it) with a caret under `col`."""
    out = []
    width = len(str(line))
    for n in range(max(1, line - context), line + 1):
        src = line_of(text, n).expandtabs(1)
        out.append(f"  {n:>{width}} | {src}")
    # printable caret even for control characters or a column past the end
    src = line_of(text, line)
    pad = "".join("\t" if ch == "\t" else " " for ch in src[: max(col - 1, 0)])
    out.append(f"  {' ' * width} | {pad.expandtabs(1)}^")
    return "\n".join(out)
