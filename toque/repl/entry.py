"""Is an entry complete? The lexer and parser decide, as Ruby would read the text."""

from __future__ import annotations

from enum import Enum
from functools import lru_cache

from toque.errors import RubySyntaxError

# Errors that only say "the text stopped too early": more lines may still fix them.
_OPEN_ENDED = (
    "missing '",
    "unterminated ",
    "unexpected end of file",
)
# Words that close (or continue) a block: their line is indented one level less.
_DEDENT_WORDS = ("end", "else", "elsif", "when", "in", "rescue", "ensure")
INDENT = "  "


class Status(Enum):
    COMPLETE = "complete"  # Enter submits
    INCOMPLETE = "incomplete"  # Enter continues on a new line
    INVALID = "invalid"  # a real syntax error: submit, and report it


def is_open_ended(error: RubySyntaxError) -> bool:
    return error.message.startswith(_OPEN_ENDED)


def classify(text: str, file: str = "(shell)") -> Status:
    """Whether `text` is a whole Ruby entry, the start of one, or wrong already."""
    from toque.grammar.parser import parse

    if not text.strip():
        return Status.COMPLETE
    if text.endswith("\\"):  # a line continuation: the lexer would read on
        return Status.INCOMPLETE
    try:
        parse(text, file)
    except RubySyntaxError as exc:
        return Status.INCOMPLETE if is_open_ended(exc) else Status.INVALID
    return Status.COMPLETE


@lru_cache(maxsize=16)  # completion and the toolbar ask about the same text per keystroke
def open_blocks(text: str) -> tuple[tuple[str, int, int], ...]:
    """The blocks and brackets still open at the end of `text`: (kind, offset, indent)."""
    from toque.grammar.lexer import Lexer

    lexer = Lexer(text)
    try:
        lexer.tokens()
    except RubySyntaxError:
        pass
    return tuple((kind, pos, indent) for kind, pos, indent in lexer.stack if pos < len(text))


def depth(text: str) -> int:
    return len(open_blocks(text))


def indent_for_next_line(text: str) -> str:
    """The indentation of the line that follows `text`: one level per open block."""
    return INDENT * depth(text)


def reindent_last_line(text: str) -> str:
    """Dedent the last line of `text` when it starts with `end`, `else`, `}`…"""
    head, _, last = text.rpartition("\n")
    stripped = last.lstrip()
    word = stripped.split(" ", 1)[0]
    if not head or not (word in _DEDENT_WORDS or stripped[:1] in ("}", "]", ")")):
        return text
    level = max(depth(head + "\n") - 1, 0)
    return f"{head}\n{INDENT * level}{stripped}"
