"""The bodies of Ruby's string-like literals: quotes, percent literals, regexes, heredocs."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache

from pygments.token import String, Whitespace, _TokenType

from toque.highlight import patterns as P
from toque.highlight.states import BEG

Tok = tuple[int, _TokenType, str]
Matcher = Callable[[str, int, int], "re.Match[str] | None"]
# Interpolation nests by recursion; past this depth (never reached by real code) `#{` is
# shown as text rather than risking Python's recursion limit.
MAX_NESTING = 64
_INNER_TYPES = {"ivar": String.Interpol, "esc": String.Escape}
_FLAGS = re.compile(P.REGEX_FLAGS)


@dataclass(frozen=True)
class Body:
    """How to read one kind of literal body: its delimiters and what is special inside."""

    ttype: _TokenType
    close: str | None  # None for a heredoc, which ends at a terminator line
    opener: str | None  # the nesting opener of `%w(…)`-style literals
    interpolates: bool
    regex: bool
    scanner: re.Pattern[str]


@cache
def body(
    ttype: _TokenType,
    close: str | None,
    opener: str | None,
    interpolates: bool,
    regex: bool = False,
) -> Body:
    """The (cached) reader of a literal body."""
    alternatives = []
    specials = r"\\\n"
    if close:
        # The closer goes first: `%Q#…#` closes on `#` before any interpolation.
        alternatives.append(f"(?P<close>{re.escape(close)})")
        specials += re.escape(close)
    if opener:
        alternatives.append(f"(?P<open>{re.escape(opener)})")
        specials += re.escape(opener)
    if interpolates:
        alternatives += [f"(?P<interp>{P.INTERP_OPEN})", f"(?P<ivar>{P.INTERP_VAR})"]
        specials += "#"
    # Plain text is read in runs as long as possible (through a line's end), so that a
    # string or a heredoc line is one token, not one per `#` or backslash.
    run = [f"[^{specials}]+"]
    if interpolates:
        run.append("#(?![{@$])")  # a `#` that starts no interpolation
    if regex:
        run.append(r"\\[^\n]")  # `\/` and `\d` stay part of the regex
    elif interpolates:
        alternatives.append(f"(?P<esc>{P.ESCAPE})")
    else:
        # Single quotes know only `\\` and an escaped delimiter.
        escapable = re.escape("\\" + (close or "") + (opener or ""))
        alternatives.append(f"(?P<esc>\\\\[{escapable}])")
        run.append(f"\\\\(?![{escapable}])")
    text = "(?:" + "|".join(run) + r")+\n?"
    alternatives += [r"(?P<nl>\n)", f"(?P<text>{text}|[\\s\\S])"]
    return Body(ttype, close, opener, interpolates, regex, re.compile("|".join(alternatives)))


@dataclass(frozen=True)
class Heredoc:
    """A heredoc whose body waits for the end of the line that opened it."""

    name: str
    indented: bool  # `<<-` and `<<~` allow the terminator to be indented
    body: Body


@cache
def _terminator(name: str, indented: bool) -> re.Pattern[str]:
    indent = r"([ \t]*)" if indented else "()"
    return re.compile(indent + "(" + re.escape(name) + r")(\r?)(?=\n|$)")


class LiteralReader:
    """Mixin of the scanner: reads literal bodies, calling back into code for `#{…}`."""

    text: str
    pos: int
    end: int
    pending: list[Heredoc]
    state: int
    stmt: bool
    nesting: int  # `#{…}` levels open

    def _code(self, interp: bool) -> Iterator[Tok]:
        raise NotImplementedError

    def _literal(self, spec: Body) -> Iterator[Tok]:
        """The body of a delimited literal up to and including its closer."""
        text, scanner = self.text, spec.scanner.match
        ttype, depth = spec.ttype, 0
        while self.pos < self.end:
            start = self.pos
            m = scanner(text, start, self.end)
            kind, value = m.lastgroup, m.group()
            self.pos = m.end()
            if kind == "close":
                if depth == 0:
                    if spec.regex:
                        flags = _FLAGS.match(text, self.pos, self.end)
                        value += flags.group()
                        self.pos = flags.end()
                    yield start, ttype, value
                    return
                depth -= 1
                yield start, ttype, value
            elif kind == "open":
                depth += 1
                yield start, ttype, value
            elif kind == "interp" and self.nesting < MAX_NESTING:
                yield from self._interpolation(start)
            else:
                yield start, _INNER_TYPES.get(kind, ttype), value
                if self.pending and value.endswith("\n"):
                    yield from self.heredoc_bodies()  # even inside a string, as in MRI

    def _interpolation(self, start: int) -> Iterator[Tok]:
        yield start, String.Interpol, "#{"
        self.state, self.stmt = BEG, False  # code inside `#{}` starts afresh
        self.nesting += 1
        yield from self._code(interp=True)
        self.nesting -= 1
        if self.text.startswith("}", self.pos):
            yield self.pos, String.Interpol, "}"
            self.pos += 1

    def heredoc_bodies(self) -> Iterator[Tok]:
        """The bodies of the heredocs opened on the line just ended, in order."""
        pending, self.pending = self.pending, []
        for doc in pending:
            yield from self._heredoc(doc)

    def _heredoc(self, doc: Heredoc) -> Iterator[Tok]:
        text, terminator = self.text, _terminator(doc.name, doc.indented)
        scanner, ttype = doc.body.scanner.match, doc.body.ttype
        while self.pos < self.end:
            m = terminator.match(text, self.pos, self.end)
            if m:
                indent, name, cr = m.groups()
                if indent:
                    yield m.start(1), Whitespace, indent
                yield m.start(2), String.Delimiter, name
                if cr:
                    yield m.start(3), Whitespace, cr
                self.pos = m.end()
                return
            yield from self._heredoc_line(scanner, ttype)

    def _heredoc_line(self, scanner: Matcher, ttype: _TokenType) -> Iterator[Tok]:
        text = self.text
        while self.pos < self.end:
            start = self.pos
            m = scanner(text, start, self.end)
            kind, value = m.lastgroup, m.group()
            self.pos = m.end()
            if kind == "interp" and self.nesting < MAX_NESTING:
                yield from self._interpolation(start)
                continue
            yield start, _INNER_TYPES.get(kind, ttype), value
            if value.endswith("\n"):
                return
