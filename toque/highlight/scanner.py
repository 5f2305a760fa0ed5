"""A stateful Ruby scanner for highlighting: Ruby's tokens, with the recipe DSL picked out."""

from __future__ import annotations

import re
from collections.abc import Iterator

from pygments.token import Comment, Error, Name, Number, Punctuation, Whitespace, _TokenType

from toque.highlight import patterns as P
from toque.highlight.literals import Heredoc, LiteralReader, Tok
from toque.highlight.operators import OperatorReader
from toque.highlight.scopes import Scopes
from toque.highlight.states import ARG, BEG, CLASS, DOT, END, FNAME, MID
from toque.highlight.words import FNAME_OPERATOR, WordReader

_CODE = re.compile(
    "|".join(
        f"(?P<{name}>{pattern})"
        for name, pattern in (
            ("nl", r"\r?\n[ \t\f\v]*"),  # with the next line's indentation
            ("ws", r"[ \t\f\v\r]+"),
            ("data", "(?<![^\\n])" + P.END_MARKER),
            ("ident", P.METHOD_NAME),
            ("plain", r"'[^'\\\n]*'|\"[^\"\\#\n]*\""),  # no escapes, no `#{}`: one token
            ("quote", r"[\"'`]"),
            ("punct", r"[()\[\]{},;]"),
            ("num", f"(?:{P.HEX}|{P.BIN}|{P.FLOAT}|{P.OCT}|{P.DEC}){P.NUMBER_SUFFIX}"),
            ("ivar", f"{P.CVAR}|{P.IVAR}"),
            ("gvar", P.GVAR),
            ("comment", P.COMMENT),
            ("embdoc", "(?<![^\\n])" + P.EMBDOC_BEGIN),
            ("op", P.OPERATOR),
            ("cont", r"\\(?=\r?\n)"),
            ("other", r"[\s\S]"),
        )
    )
)
_EMBDOC_END = re.compile("(?<![^\\n])" + P.EMBDOC_END, re.M)
_INTEGER_TYPES = {"x": Number.Hex, "X": Number.Hex, "b": Number.Bin, "B": Number.Bin}


class RubyScanner(WordReader, OperatorReader, LiteralReader):
    """Tokens of Ruby source; one scanner per document, as locals carry across regions."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = self.end = 0
        self.pending: list[Heredoc] = []
        self.scopes = Scopes()
        self.data_allowed = True  # `__END__` ends the code (not inside an ERB tag)
        self.nesting = 0
        self._reset_region()

    def _reset_region(self) -> None:
        self.state = BEG
        self.stmt = True  # the next token starts a statement
        self.space = False  # whitespace came before the current token
        self.resource_stmt = False  # this statement began with a resource-like command
        self.loop_do = False  # `while x do`: that `do` opens no block
        self.after_ternary = False  # right after `?`: `a:b` is no label
        self.params = False  # names here are block or method parameters: locals
        self.def_parens = 0  # open parentheses of a `def`'s parameter list
        self.expect_params = False  # right after `do` or a block's `{`
        self.rescue_line = False  # `rescue Foo => e`: `e` is a local
        self.continued = False  # a backslash continues the line
        self.module_name = False  # the CLASS state names a module
        self.def_head = False  # between `def` and the end of its line: `=` means endless
        self.alias_operands = 0  # `alias new old`: names or symbols still to come

    def scan(self, start: int = 0, end: int | None = None) -> Iterator[Tok]:
        """The tokens of text[start:end] read as code."""
        self.pos, self.end = start, len(self.text) if end is None else end
        self._reset_region()
        self.pending = []
        return self._code(interp=False)

    # The loop below is the hot path: one regex match per token, dispatched on its group,
    # the most frequent groups first.
    def _code(self, interp: bool) -> Iterator[Tok]:
        text, match, end = self.text, _CODE.match, self.end
        depth = 0
        while self.pos < end:
            start = self.pos
            m = match(text, start, end)
            kind, value = m.lastgroup, m.group()
            self.pos = m.end()
            if kind == "ws":
                self.space = True
                yield start, Whitespace, value
                continue
            if kind == "ident":
                yield from self._word(start, value)
            elif kind == "nl":
                if self.pending:  # the heredoc's body starts right after the newline
                    self.pos = start + value.index("\n") + 1
                    value = text[start : self.pos]
                yield start, Whitespace, value
                self._newline()
                if self.pending:
                    yield from self.heredoc_bodies()
                continue
            elif self.state == FNAME and FNAME_OPERATOR.match(text, start, end):
                yield from self._operator_name(start)
            elif kind == "punct":
                if value == "}" and interp and depth == 0:
                    self.pos = start  # the string reader emits the closing brace
                    return
                if value == "{":
                    depth += 1
                elif value == "}":
                    depth -= 1
                yield start, Punctuation, value
                self._punctuation(value)
            elif kind == "plain":
                yield from self._plain_string(start, value)
            elif kind == "op":
                yield from self._operator(start, value)
            elif kind == "quote":
                yield from self._quoted(start, value)
            elif kind == "num":
                yield start, self._number_type(value), value
                self._value()
            elif kind == "comment":
                hashbang = start == 0 and value.startswith("#!")
                yield start, Comment.Hashbang if hashbang else Comment.Single, value
                continue
            elif kind == "ivar":
                ttype = Name.Variable.Class if value.startswith("@@") else Name.Variable.Instance
                yield start, ttype, value
                self._value()
            elif kind == "gvar":
                yield start, Name.Variable.Global, value
                self._value()
            elif kind == "embdoc":
                yield from self._embdoc(start)
            elif kind == "data" and not interp and self.data_allowed:
                self.pos = end
                yield start, Comment.Preproc, text[start:end]
            elif kind == "data":
                yield from self._word(start, value)
            elif kind == "cont":
                self.continued = True
                yield start, Punctuation, value
                continue
            else:
                yield start, Error, value
            self.space = False

    def _newline(self) -> None:
        if self.continued:
            self.continued = False
        elif self.state in (MID, ARG, END, CLASS) or self.stmt:
            self._statement()
        if self.def_parens == 0:
            self.params = False

    def _statement(self) -> None:
        """The next token starts a statement."""
        self.state, self.stmt = BEG, True
        self.resource_stmt = self.loop_do = self.rescue_line = self.def_head = False

    def _value(self) -> None:
        self.state, self.stmt = END, False
        self.expect_params = self.after_ternary = False
        if self.alias_operands:
            self._alias_operand()

    def _alias_operand(self) -> None:
        # `alias :new :old`: after the first name another name follows, not an operator.
        self.alias_operands -= 1
        self.state = DOT if self.alias_operands else END

    def _punctuation(self, value: str) -> None:
        self.expect_params = self.after_ternary = False
        if value in ")]}":
            if value == "}":
                self.scopes.close()
            if value == ")" and self.def_parens:
                self.def_parens -= 1
                if self.def_parens == 0:
                    self.params = False
            self.state, self.stmt = END, False
        elif value == ";":
            self._statement()
            self.params = False
        elif value == "{" and self.state in (ARG, END):
            # a block: its body starts statements and may open with `|params|`
            self.scopes.open("block")
            self._statement()
            self.expect_params = True
        else:
            if value == "{":
                self.scopes.open("plain")
            if value == "(" and self.params and self.state == ARG and not self.stmt:
                self.def_parens += 1
            elif value == "(" and self.def_parens:
                self.def_parens += 1
            self.state, self.stmt = BEG, False

    def _embdoc(self, start: int) -> Iterator[Tok]:
        m = _EMBDOC_END.search(self.text, self.pos, self.end)
        self.pos = m.end() if m else self.end
        yield start, Comment.Multiline, self.text[start : self.pos]

    @staticmethod
    def _number_type(value: str) -> _TokenType:
        if len(value) > 1 and value[0] == "0":
            if value[1] in _INTEGER_TYPES:
                return _INTEGER_TYPES[value[1]]
            if value[1] in "oO_01234567" and "." not in value:
                return Number.Oct
        if "." in value or "e" in value or "E" in value:
            return Number.Float
        return Number.Integer
