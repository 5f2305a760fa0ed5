"""`toque highlight`: show recipes and templates in colour, or print an editor grammar."""

from __future__ import annotations

import argparse
import html
import sys
from pathlib import Path
from typing import Any

from toque.errors import UsageError

FORMATS = ("terminal256", "terminal", "truecolor", "html", "svg", "text")
GRAMMAR_FORMATS = ("json", "plist")


def register(subparsers: Any) -> None:
    """Add the `highlight` sub-command to the `toque` command line."""
    parser = subparsers.add_parser(
        "highlight",
        help="highlight recipes and templates; print a TextMate grammar",
        description="Highlight recipes (.rb) and ERB templates (.erb) with Pygments.",
    )
    parser.add_argument("files", nargs="*", metavar="FILE")
    parser.add_argument(
        "-f",
        "--format",
        metavar="FORMAT",
        help=f"one of {', '.join(FORMATS)} (default: terminal256 on a terminal, else text)",
    )
    parser.add_argument("--style", metavar="NAME", default="default", help="a Pygments style")
    parser.add_argument("--full", action="store_true", help="with html: a standalone page")
    parser.add_argument(
        "--erb",
        action="store_true",
        help="read FILEs as ERB templates; with --textmate, the template grammar",
    )
    parser.add_argument(
        "--textmate",
        nargs="?",
        const="json",
        metavar="FORMAT",
        help="print a TextMate grammar instead: json (VS Code) or plist (Sublime Text)",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Carry out `toque highlight`; the exit status."""
    if args.textmate:
        sys.stdout.write(_grammar(args.textmate, args.erb))
        return 0
    if not args.files:
        raise UsageError("highlight needs at least one FILE (or --textmate)")
    fmt = args.format or ("terminal256" if sys.stdout.isatty() else "text")
    formatter = _formatter(fmt, args.style)
    sources = [(path, _read(path)) for path in args.files]
    if fmt == "svg" and len(sources) > 1:
        raise UsageError("svg output takes one FILE at a time")
    sys.stdout.write(_render(sources, formatter, fmt, args))
    return 0


def _grammar(fmt: str, erb: bool) -> str:
    from toque.highlight import textmate

    if fmt not in GRAMMAR_FORMATS:
        raise UsageError(f"unknown grammar format {fmt!r}: use {' or '.join(GRAMMAR_FORMATS)}")
    grammar = textmate.template_grammar() if erb else textmate.recipe_grammar()
    return textmate.dump(grammar, fmt)


def _formatter(fmt: str, style: str) -> Any:
    from pygments.formatters import get_formatter_by_name
    from pygments.styles import get_all_styles, get_style_by_name
    from pygments.util import ClassNotFound

    if fmt not in FORMATS:
        raise UsageError(f"unknown format {fmt!r}", hint=f"use one of {', '.join(FORMATS)}")
    try:
        get_style_by_name(style)
    except ClassNotFound:
        raise UsageError(
            f"unknown style {style!r}", hint=f"styles: {', '.join(sorted(get_all_styles()))}"
        ) from None
    return get_formatter_by_name(fmt, style=style)


def _read(name: str) -> str:
    path = Path(name)
    if not path.exists():
        raise UsageError(f"{name}: no such file")
    if path.is_dir():
        raise UsageError(f"{name}: is a folder, not a file")
    try:
        # Ruby sources are UTF-8; a stray byte should not stop the highlighting.
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        raise UsageError(f"{name}: {exc.strerror}") from None


def _render(
    sources: list[tuple[str, str]], formatter: Any, fmt: str, args: argparse.Namespace
) -> str:
    from pygments import highlight

    from toque.highlight import ErbRecipeLexer, RecipeLexer

    parts = []
    for name, text in sources:
        lexer = ErbRecipeLexer() if args.erb or name.endswith(".erb") else RecipeLexer()
        body = highlight(text, lexer, formatter)
        if len(sources) > 1 and fmt == "html":
            body = f"<h2>{html.escape(name)}</h2>\n{body}"
        elif len(sources) > 1:
            body = f"==> {name} <==\n{body}"
        parts.append(body)
    output = "\n".join(parts)
    if fmt == "html" and args.full:
        output = _page(output, formatter, ", ".join(name for name, _ in sources))
    return output


def _page(body: str, formatter: Any, title: str) -> str:
    """A standalone HTML page around highlighted fragments."""
    return (
        '<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">\n'
        f"<title>{html.escape(title)}</title>\n"
        f"<style>\n{formatter.get_style_defs('.highlight')}\n</style>\n"
        f"</head>\n<body>\n{body}</body>\n</html>\n"
    )
