"""Builds method, class and module definitions: a mixin of `AstBuilder`.

One method per grammar rule, as in `toque.grammar.builder`.
"""

from __future__ import annotations

from toque.grammar import ast as A
from toque.grammar.build_base import BuilderBase, non_tokens
from toque.grammar.lalr import Tok as Token


class DefinitionBuilder(BuilderBase):
    """The definition part of the AST builder: `def`, `class`, `module`, `class << x`."""

    # -- definitions -----------------------------------------------------------------------------

    def def_(self, c):
        tok, name = c[0], c[1]
        params, body = self._def_rest(c[2:])
        return A.Def(self.file, tok.line, tok.column, None, str(name.value), params, body)

    def defs(self, c):
        tok, target, name = c[0], c[1], c[3]
        params, body = self._def_rest(c[4:])
        recv = self._singleton(target)
        return A.Def(self.file, tok.line, tok.column, recv, str(name.value), params, body)

    def _singleton(self, t: Token):
        if t.type == "KW_SELF":
            return A.SelfRef(self.file, t.line, t.column)
        if t.type == "CONST":
            return A.Const(self.file, t.line, t.column, None, str(t.value), False)
        if t.type == "IVAR":
            return A.IVar(self.file, t.line, t.column, str(t.value))
        return A.Ident(self.file, t.line, t.column, str(t.value))

    def _def_rest(self, rest):
        params: list = []
        body = None
        for x in rest:
            if isinstance(x, list):
                params = x
            elif isinstance(x, A.Node):
                body = x
        if body is None:
            line, col = self._first(rest)
            body = A.Seq(self.file, line, col, [])
        return params, self._body(body)

    def defs_endless(self, c):
        tok, target, name = c[0], c[1], c[3]
        params = c[4]
        recv = self._singleton(target)
        return A.Def(self.file, tok.line, tok.column, recv, str(name.value), params, c[-1])

    def def_endless(self, c):
        tok, name = c[0], c[1]
        params = c[2]
        return A.Def(self.file, tok.line, tok.column, None, str(name.value), params, c[-1])

    def def_params(self, c):
        for x in c:
            if isinstance(x, list):
                return x
        return []

    endless_params = def_params

    def cpath(self, c):
        return A.Const(self.file, c[0].line, c[0].column, None, str(c[0].value), False)

    def cpath_top(self, c):
        return A.Const(self.file, c[0].line, c[0].column, None, str(c[1].value), True)

    def cpath_scoped(self, c):
        return A.Const(self.file, c[0].line, c[0].col, c[0], str(c[2].value), False)

    def class_(self, c):
        tok, path = c[0], c[1]
        superclass = None
        body = None
        after_lt = False
        for x in c[2:]:
            if isinstance(x, Token):
                after_lt = x.type == "LT"
            elif after_lt:
                superclass = x
                after_lt = False
            else:
                body = x
        if body is None:
            body = A.Seq(self.file, tok.line, tok.column, [])
        self.bodies += 1
        return A.ClassDef(self.file, tok.line, tok.column, path, superclass, self._body(body))

    def sclass(self, c):
        tok = c[0]
        target, body = non_tokens(c)
        return A.SClass(self.file, tok.line, tok.column, target, self._body(body))

    def module(self, c):
        tok = c[0]
        path, body = non_tokens(c)
        self.bodies += 1
        return A.ModuleDef(self.file, tok.line, tok.column, path, self._body(body))
