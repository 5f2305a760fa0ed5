"""Shared by the golden tests and `regen_golden.py`: where the cases are, how to render them."""

from __future__ import annotations

from pathlib import Path

from toque.errors import RubySyntaxError
from toque.grammar.ast import dump
from toque.grammar.files import parse_bytes
from toque.grammar.parser import parse

HERE = Path(__file__).resolve().parent
CASES = HERE / "cases"
ERRORS = HERE / "errors"

# Cases whose .ast holds the RIGHT tree, written by hand, which the parser does not give
# yet (the KNOWN_BUGS.md entry in the value): their golden test is a strict xfail and
# regen_golden.py leaves their .ast alone. Fix the bug, then drop the entry.
KNOWN_BAD = {
    "robustness/empty": "P5",
    "robustness/only_blank_lines": "P5",
    "robustness/only_comments": "P5",
}


def read_source(path: Path) -> str:
    """The file's text exactly as written: no newline translation, BOM kept."""
    return path.read_bytes().decode("utf-8")


def case_files() -> list[Path]:
    return sorted(CASES.rglob("*.rb"))


def error_files() -> list[Path]:
    return sorted(ERRORS.rglob("*.rb"))


def render_case(path: Path) -> str:
    """The golden text of a case: the dump of its tree, parsed under a fixed file name."""
    return dump(parse(read_source(path), path.name)) + "\n"


def render_error(path: Path) -> str:
    """The golden text of an error case: the rendered syntax error, or a note that none came."""
    try:
        # through parse_bytes: binary and invalid UTF-8 files are errors too
        parse_bytes(path.read_bytes(), path.name, use_cache=False)
    except RubySyntaxError as exc:
        return exc.render() + "\n"
    return "NO ERROR\n"
