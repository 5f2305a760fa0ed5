"""Builds literals (numbers, strings, regexps, symbols, word lists, keywords' values):
a mixin of `AstBuilder`.

One method per grammar rule, as in `toque.grammar.builder`.
"""

from __future__ import annotations

from toque.errors import RubySyntaxError
from toque.grammar import ast as A
from toque.grammar.build_base import BuilderBase
from toque.grammar.lalr import Tok as Token
from toque.grammar.regexps import FLAG_BITS, RegexpSyntax, RegexpUnsupported, compile_ruby
from toque.source import Span


class LiteralBuilder(BuilderBase):
    """The literal part of the AST builder."""

    # -- literals ---------------------------------------------------------------------------------

    def integer(self, c):
        t = c[0]
        return A.Int(self.file, t.line, t.column, t.value)

    def float(self, c):
        t = c[0]
        return A.Float(self.file, t.line, t.column, t.value)

    def str(self, c):
        t = c[0]
        return A.Str(self.file, t.line, t.column, t.value)

    def str_content(self, c):
        t = c[0]
        return A.Str(self.file, t.line, t.column, t.value)

    def interp(self, c):
        return self._body(c[1])

    def dstr(self, c):
        t = c[0]
        return A.DStr(self.file, t.line, t.column, c[1:-1])

    def strings(self, c):
        parts: list = []
        for s in c:
            parts.extend(s.parts if isinstance(s, A.DStr) else [s])
        first = c[0]
        return A.DStr(self.file, first.line, first.col, parts)

    def xstr(self, c):
        t = c[0]
        return A.XStr(self.file, t.line, t.column, c[1:-1])

    def regex(self, c):
        t = c[0]
        source, flags = t.value
        self._check_regexp(source, flags, t)
        return A.Regex(
            self.file, t.line, t.column, [A.Str(self.file, t.line, t.column, source)], flags
        )

    def _check_regexp(self, source: str, flags: str, t: Token) -> None:
        """A literal Onigmo would reject is a syntax error, as `ruby -c` reports it."""
        options = 0
        for ch in flags:
            options |= FLAG_BITS.get(ch, 0)
        try:
            compile_ruby(source, options)
        except RegexpUnsupported:
            pass  # valid Ruby that toque cannot run: a RegexpError if it is ever used
        except RegexpSyntax as exc:
            raise RubySyntaxError(
                f"{exc}: /{source}/", Span(self.file, t.line, t.column), source=self.text
            ) from None

    def dregex(self, c):
        t = c[0]
        return A.Regex(self.file, t.line, t.column, c[1:-1], c[-1].value)

    def sym(self, c):
        t = c[0]
        return A.Sym(self.file, t.line, t.column, str(t.value))

    def dsym(self, c):
        t = c[0]
        return A.DSym(self.file, t.line, t.column, c[1:-1])

    def words(self, c):
        t = c[0]
        return A.Array(
            self.file, t.line, t.column, [A.Str(self.file, t.line, t.column, w) for w in t.value]
        )

    def symbols(self, c):
        t = c[0]
        return A.Array(
            self.file, t.line, t.column, [A.Sym(self.file, t.line, t.column, w) for w in t.value]
        )

    def _dwords(self, c, cls):
        t = c[0]
        words = c[1] if len(c) == 3 else []
        out = []
        for parts in words:
            plain = all(isinstance(p, A.Str) for p in parts)
            if plain:
                text = "".join(p.value for p in parts)
                node = A.Sym if cls is A.Sym else A.Str
                out.append(node(self.file, t.line, t.column, text))
            elif cls is A.Sym:
                out.append(A.DSym(self.file, t.line, t.column, parts))
            else:
                out.append(A.DStr(self.file, t.line, t.column, parts))
        return A.Array(self.file, t.line, t.column, out)

    def dwords(self, c):
        return self._dwords(c, A.Str)

    def dsymbols(self, c):
        return self._dwords(c, A.Sym)

    def word_list(self, c):
        return [w for w in c if not isinstance(w, Token)]

    def word(self, c):
        return c

    def nil(self, c):
        return A.Nil(self.file, c[0].line, c[0].column)

    def self_(self, c):
        return A.SelfRef(self.file, c[0].line, c[0].column)

    def true(self, c):
        return A.TrueLit(self.file, c[0].line, c[0].column)

    def false(self, c):
        return A.FalseLit(self.file, c[0].line, c[0].column)

    def file_(self, c):
        return A.Str(self.file, c[0].line, c[0].column, self.file)

    def line_(self, c):
        return A.Int(self.file, c[0].line, c[0].column, c[0].line)

    def encoding(self, c):
        t = c[0]
        scope = A.Const(self.file, t.line, t.column, None, "Encoding", True)
        return A.Const(self.file, t.line, t.column, scope, "UTF_8", False)
