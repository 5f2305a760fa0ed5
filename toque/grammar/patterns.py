"""Builds pattern-matching nodes (`case/in`, `expr => pattern`, `expr in pattern`).

A mixin of `AstBuilder`: one method per pattern rule of `ruby.lark`. It also makes the
checks MRI's parser makes on a whole pattern (where `*rest` may stand, duplicated names
and keys, names inside alternatives), so that they are syntax errors with a place.
"""

from __future__ import annotations

import re

from toque.grammar import ast as A
from toque.grammar.build_base import BuilderBase
from toque.grammar.lalr import Tok as Token

LOCAL_NAME = re.compile(r"^(?:[a-z_]|[^\x00-\x7f])(?:\w|[^\x00-\x7f])*$")


class PatternBuilder(BuilderBase):
    """The pattern half of the AST builder (see `toque.grammar.builder.AstBuilder`)."""

    # -- where patterns stand ---------------------------------------------------------------

    def case_in(self, c):
        tok = c[0]
        subject = c[1]
        clauses = [x for x in c if isinstance(x, A.InClause)]
        has_else = any(isinstance(x, Token) and x.type == "KW_ELSE" for x in c)
        else_ = None
        if has_else:
            else_ = self._opt(c[-2])
        return A.CaseIn(self.file, tok.line, tok.column, subject, clauses, else_, has_else)

    def in_clause(self, c):
        tok, pattern = c[0], c[1]
        self._check_pattern(pattern)
        guard = None
        unless = False
        if isinstance(c[2], Token) and c[2].type in ("IF_MOD", "UNLESS_MOD"):
            guard, unless = c[3], c[2].type == "UNLESS_MOD"
        body = self._body(c[-1])
        return A.InClause(self.file, tok.line, tok.column, pattern, guard, unless, body)

    def match_pattern(self, c):
        value, tok, pattern = c
        self._check_pattern(pattern)
        raises = tok.type == "ASSOC"
        return A.MatchPattern(self.file, value.line, value.col, value, pattern, raises)

    # -- array and find patterns ------------------------------------------------------------

    def p_array_top(self, c):
        """`in a, *b` / `in a,` / `in *a`: an array pattern without brackets."""
        items = [c[0]]
        if len(c) > 2:
            items += c[2]
        trailing = isinstance(c[-1], Token) and c[-1].type == "COMMA"
        return self._elements(None, items, trailing, self._at(c[0]))

    def p_items(self, c):
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[2])
        return c[0]

    def p_rest(self, c):
        name = str(c[1].value) if len(c) > 1 else None
        return A.PatRest(self.file, c[0].line, c[0].column, name)

    def p_array(self, c):
        items = c[1] if isinstance(c[1], list) else []
        trailing = len(c) == 4
        return self._elements(None, items, trailing, (c[0].line, c[0].column))

    def p_inner(self, c):
        if isinstance(c[0], A.PatHash):
            return c[0]
        trailing = len(c) == 2
        return self._elements(None, c[0], trailing, self._at(c[0]))

    def p_const_args(self, c):
        const = c[0]
        inner = c[2] if len(c) == 4 else None
        if inner is None:
            return A.PatArray(self.file, const.line, const.col, const, [], None, [])
        inner.const = const
        inner.line, inner.col = const.line, const.col
        return inner

    def _elements(self, const, items: list, trailing: bool, at: tuple[int, int]):
        rests = [i for i, x in enumerate(items) if isinstance(x, A.PatRest)]
        line, col = at
        if trailing and not rests:  # `[a,]` is `[a, *]`
            items = [*items, A.PatRest(self.file, line, col, None)]
            rests = [len(items) - 1]
        elif trailing:
            raise self.error("unexpected ','", items[-1])
        if not rests:
            return A.PatArray(self.file, line, col, const, items, None, [])
        if len(rests) == 1:
            i = rests[0]
            return A.PatArray(self.file, line, col, const, items[:i], items[i], items[i + 1 :])
        if len(rests) == 2 and rests == [0, len(items) - 1] and len(items) > 2:
            return A.PatFind(self.file, line, col, const, items[0], items[1:-1], items[-1])
        bad = items[rests[1]] if rests[0] == 0 else items[rests[0]]
        raise self.error("unexpected *", bad)

    # -- hash patterns ------------------------------------------------------------------------

    def p_hash_top(self, c):
        return c[0]

    def p_hash(self, c):
        if isinstance(c[1], A.PatHash):
            h = c[1]
            h.line, h.col = c[0].line, c[0].column
            return h
        return A.PatHash(self.file, c[0].line, c[0].column, None, [], None, False)

    def p_kwargs(self, c):
        keys: list[A.PatKey] = c[0] if isinstance(c[0], list) else []
        last = c[-1]
        rest, no_rest = None, False
        if isinstance(last, A.PatRest):
            rest = last
        elif isinstance(last, Token) and last.type == "KW_NIL":
            no_rest = True
        seen: set[str] = set()
        for k in keys:
            if k.key in seen:
                raise self.error("duplicated key name", k)
            seen.add(k.key)
        line, col = self._first(c)
        return A.PatHash(self.file, line, col, None, keys, rest, no_rest)

    def p_kws(self, c):
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[2])
        return c[0]

    def p_kw(self, c):
        t = c[0]
        key = str(t.value)
        value = c[1] if len(c) > 1 else None
        if value is None and not LOCAL_NAME.match(key):
            raise self.error("key must be valid as local variables", t)
        return A.PatKey(self.file, t.line, t.column, key, value)

    def p_kwrest(self, c):
        if len(c) == 1:
            return A.PatRest(self.file, c[0].line, c[0].column, None)
        if c[1].type == "KW_NIL":
            return c[1]  # `**nil`: p_kwargs sees the token
        return A.PatRest(self.file, c[0].line, c[0].column, str(c[1].value))

    # -- alternatives, bindings, values ---------------------------------------------------------

    def p_as(self, c):
        pattern, tok, name = c
        line, col = self._at(pattern)
        return A.PatAs(self.file, line, col, pattern, str(name.value))

    def p_alt(self, c):
        left, tok, right = c
        line, col = self._at(left)
        return A.PatAlt(self.file, line, col, left, right)

    def p_var(self, c):
        t = c[0]
        return A.PatBind(self.file, t.line, t.column, str(t.value))

    def p_paren(self, c):
        return c[1]

    def p_range(self, c):
        first = c[0]
        if isinstance(first, Token):  # `..5`
            return A.Range(self.file, first.line, first.column, None, c[1], first.type == "BDOT3")
        high = c[2] if len(c) > 2 else None
        return A.Range(self.file, first.line, first.col, first, high, c[1].type == "DOT3")

    def p_pin(self, c):
        caret = c[0]
        if len(c) == 4:  # ^(expr)
            value = self._body(c[2])
        else:
            value = self.user_var([c[1]])
        return A.PatPin(self.file, caret.line, caret.column, value)

    def p_const(self, c):
        t = c[0]
        return A.Const(self.file, t.line, t.column, None, str(t.value), False)

    # -- checks on a whole pattern ------------------------------------------------------------

    def _check_pattern(self, pattern: A.Node) -> None:
        """MRI's checks: a name is bound once (`_`-names may repeat) and alternatives bind
        none but `_`-names."""
        seen: set[str] = set()
        for node, name, in_alt in _bindings(pattern, False):
            if name.startswith("_"):
                continue
            if in_alt:
                raise self.error(f"illegal variable in alternative pattern ({name})", node)
            if name in seen:
                raise self.error("duplicated variable name", node)
            seen.add(name)


def _bindings(node: A.Node | None, in_alt: bool):
    """(node, name, inside an alternative) for every name a pattern binds, in order."""
    if node is None:
        return
    if isinstance(node, A.PatBind):
        yield node, node.name, in_alt
    elif isinstance(node, A.PatRest):
        if node.name is not None:
            yield node, node.name, in_alt
    elif isinstance(node, A.PatAs):
        yield from _bindings(node.pattern, in_alt)
        yield node, node.name, in_alt
    elif isinstance(node, A.PatAlt):
        yield from _bindings(node.left, True)
        yield from _bindings(node.right, True)
    elif isinstance(node, A.PatArray):
        for x in node.pre:
            yield from _bindings(x, in_alt)
        yield from _bindings(node.rest, in_alt)
        for x in node.post:
            yield from _bindings(x, in_alt)
    elif isinstance(node, A.PatFind):
        yield from _bindings(node.pre, in_alt)
        for x in node.middle:
            yield from _bindings(x, in_alt)
        yield from _bindings(node.post, in_alt)
    elif isinstance(node, A.PatHash):
        for k in node.keys:
            if k.value is None:
                yield k, k.key, in_alt
            else:
                yield from _bindings(k.value, in_alt)
        yield from _bindings(node.rest, in_alt)
