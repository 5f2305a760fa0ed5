"""Compiling pattern matching: `case/in`, `value => pattern` and `value in pattern`.

Each pattern becomes `match(f, value, st) -> bool`. Matching binds names as it goes (as
MRI does: a failed match may leave some bound). `st` is one match's state: the subject's
`deconstruct` result, cached for the whole `case` as MRI caches it, and — when a single
pattern stands alone, where MRI's NoMatchingPatternError says what did not match — the
last failure's description.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.errors import RubySyntaxError
from toque.grammar import ast as A
from toque.interpreter.compile.calls import locate
from toque.interpreter.compile.flow import case_eq
from toque.interpreter.core.warning import enabled, write_err
from toque.interpreter.model.objects import RArray, RHash, sym
from toque.interpreter.model.signals import RubyError
from toque.source import Span

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

_UNSET = object()


class MatchState:
    """What one match attempt keeps: the deconstructed subject and why it failed."""

    __slots__ = ("single", "detail", "key", "matchee", "cache")

    def __init__(self, single: bool) -> None:
        self.single = single  # record failure details (one pattern, no else)
        self.detail: str | None = None
        self.key: Any = _UNSET  # the missing key of NoMatchingPatternKeyError
        self.matchee: Any = None
        self.cache: Any = _UNSET  # the subject's `deconstruct`

    def fail(self, detail: str) -> bool:
        self.detail = detail
        self.key = _UNSET
        return False


class PatternCompiler:
    """Pattern matching (mixed into `Compiler`)."""

    rt: Runtime

    def c_CaseIn(self, node: A.CaseIn) -> Any:
        rt = self.rt
        subject = self.compile(node.subject)  # type: ignore[attr-defined]
        clauses = []
        for clause in node.clauses:
            match = self.pattern(clause.pattern, True)
            guard = self.compile(clause.guard) if clause.guard is not None else None  # type: ignore[attr-defined]
            clauses.append((match, guard, clause.unless, self.compile(clause.body)))  # type: ignore[attr-defined]
        has_else = node.has_else
        else_ = self.compile(node.else_)  # type: ignore[attr-defined]
        single = len(clauses) == 1 and not has_else

        def case_in(f):
            value = subject(f)
            st = MatchState(single)
            for match, guard, unless, body in clauses:
                if not match(f, value, st):
                    continue
                if guard is not None:
                    g = guard(f)
                    if (g is None or g is False) is not unless:
                        if single:
                            st.fail("guard clause does not return true")
                        continue
                return body(f)
            if has_else:
                return else_(f)
            raise no_match(rt, value, st, node, f)

        return case_in

    def c_MatchPattern(self, node: A.MatchPattern) -> Any:
        rt = self.rt
        value_fn = self.compile(node.value)  # type: ignore[attr-defined]
        match = self.pattern(node.pattern, True)
        if not node.raises:
            return lambda f: match(f, value_fn(f), MatchState(False))

        def rightward(f):
            value = value_fn(f)
            st = MatchState(True)
            if not match(f, value, st):
                raise no_match(rt, value, st, node, f)
            return None

        return rightward

    # -- patterns ------------------------------------------------------------------------------

    def pattern(self, node: A.Node, top: bool) -> Any:
        """`match(f, value, st)` for a pattern; `top`: it is matched against the subject
        itself (so its `deconstruct` may come from the cache)."""
        kind = node.__class__
        if kind is A.PatBind:
            return self._p_bind(node.name)
        if kind is A.PatAs:
            inner = self.pattern(node.pattern, top)
            bind = self._p_bind(node.name)
            return lambda f, v, st: inner(f, v, st) and bind(f, v, st)
        if kind is A.PatAlt:
            left = self.pattern(node.left, top)
            right = self.pattern(node.right, top)
            return lambda f, v, st: left(f, v, st) or right(f, v, st)
        if kind is A.PatArray:
            return self._p_array(node, top)
        if kind is A.PatFind:
            return self._p_find(node, top)
        if kind is A.PatHash:
            return self._p_hash(node)
        if kind is A.PatPin:
            if isinstance(node.value, A.Ident) and self.scope.depth(node.value.name) < 0:  # type: ignore[attr-defined]
                raise RubySyntaxError(
                    f"{node.value.name}: no such local variable",
                    Span(node.file, node.line, node.col),
                    source=_source(node.file),
                )
            return self._p_value(node.value)
        return self._p_value(node)

    def _p_bind(self, name: str) -> Any:
        assign = self.assigner(A.Ident("", 0, 0, name))  # type: ignore[attr-defined]

        def bind(f, v, st):
            assign(f, v)
            return True

        return bind

    def _p_value(self, node: A.Node) -> Any:
        rt = self.rt
        pattern = self.compile(node)  # type: ignore[attr-defined]

        def value(f, v, st):
            p = pattern(f)
            if case_eq(rt, p, v):
                return True
            if st.single:
                st.fail(f"{rt.inspect(p)} === {rt.inspect(v)} does not return true")
            return False

        return value

    def _p_const(self, const: A.Node | None) -> Any:
        """The `Const` check of `Const(…)` / `Const[…]`, or None."""
        return self._p_value(const) if const is not None else None

    def _p_array(self, node: A.PatArray, top: bool) -> Any:
        rt = self.rt
        const = self._p_const(node.const)
        pre = [self.pattern(p, False) for p in node.pre]
        rest = node.rest
        bind_rest = self._p_bind(rest.name) if rest is not None and rest.name else None
        post = [self.pattern(p, False) for p in node.post]
        fixed = len(pre) + len(post)
        exact = rest is None

        def array(f, v, st):
            if const is not None and not const(f, v, st):
                return False
            items = deconstruct(rt, v, st, top)
            if items is None:
                return False
            n = len(items)
            if n != fixed if exact else n < fixed:
                if st.single:
                    want = f"{fixed}" if exact else f"{fixed}+"
                    st.fail(f"{rt.inspect(items)} length mismatch (given {n}, expected {want})")
                return False
            for i, m in enumerate(pre):
                if not m(f, items[i], st):
                    return False
            if bind_rest is not None:
                bind_rest(f, RArray(items[len(pre) : n - len(post)]), st)
            start = n - len(post)
            for i, m in enumerate(post):
                if not m(f, items[start + i], st):
                    return False
            return True

        return array

    def _p_find(self, node: A.PatFind, top: bool) -> Any:
        rt = self.rt
        if enabled(rt, "experimental"):  # as MRI 3.1 says when it reads one
            write_err(
                rt,
                f"{node.file}:{node.line}: warning: Find pattern is experimental, and the "
                "behavior may change in future versions of Ruby!\n",
            )
        const = self._p_const(node.const)
        middle = [self.pattern(p, False) for p in node.middle]
        bind_pre = self._p_bind(node.pre.name) if node.pre.name else None
        bind_post = self._p_bind(node.post.name) if node.post.name else None
        k = len(middle)

        def find(f, v, st):
            if const is not None and not const(f, v, st):
                return False
            items = deconstruct(rt, v, st, top)
            if items is None:
                return False
            n = len(items)
            if n < k:
                if st.single:
                    st.fail(f"{rt.inspect(items)} length mismatch (given {n}, expected {k}+)")
                return False
            for i in range(n - k + 1):
                if all(m(f, items[i + j], st) for j, m in enumerate(middle)):
                    if bind_pre is not None:
                        bind_pre(f, RArray(items[:i]), st)
                    if bind_post is not None:
                        bind_post(f, RArray(items[i + k :]), st)
                    return True
            if st.single:
                st.fail(f"{rt.inspect(items)} does not match to find pattern")
            return False

        return find

    def _p_hash(self, node: A.PatHash) -> Any:
        rt = self.rt
        const = self._p_const(node.const)
        keys = []
        for k in node.keys:
            m = self._p_bind(k.key) if k.value is None else self.pattern(k.value, False)
            keys.append((sym(k.key), m))
        rest = node.rest
        bind_rest = self._p_bind(rest.name) if rest is not None and rest.name else None
        no_rest = node.no_rest
        empty_only = not keys and rest is None and not no_rest  # `{}`
        # MRI asks for the keys it needs, or for all of them (nil) when `**rest` takes
        # what is left, `**nil` must see there is nothing left, or the pattern is `{}`
        wanted = None if bind_rest is not None or no_rest or empty_only else [s for s, _ in keys]

        def hash_(f, v, st):
            if const is not None and not const(f, v, st):
                return False
            if not rt.responds(v, "deconstruct_keys"):
                if st.single:
                    st.fail(f"{rt.inspect(v)} does not respond to #deconstruct_keys")
                return False
            h = rt.send(v, "deconstruct_keys", [None if wanted is None else RArray(wanted)])
            if not isinstance(h, RHash):
                raise rt.error("TypeError", "deconstruct_keys must return Hash")
            if empty_only:
                if len(h):
                    if st.single:
                        st.fail(f"{rt.inspect(h)} is not empty")
                    return False
                return True
            for key, m in keys:
                if not h.has(key):
                    if st.single:
                        st.fail(f"key not found: {rt.inspect(key)}")
                        st.key, st.matchee = key, h
                    return False
                if not m(f, h.get(key), st):
                    return False
            if bind_rest is None and not no_rest:
                return True
            left = RHash()
            taken = {s for s, _ in keys}
            for k, x in h.items():
                if k not in taken:
                    left.set(k, x)
            if no_rest:
                if len(left):
                    if st.single:
                        st.fail(f"rest of {rt.inspect(left)} is not empty")
                    return False
                return True
            bind_rest(f, left, st)
            return True

        return hash_


def deconstruct(rt: Runtime, v: Any, st: MatchState, top: bool) -> Any:
    """`v.deconstruct` as a list, or None (with the failure noted) if `v` has none."""
    if top and st.cache is not _UNSET:
        return st.cache
    if not rt.responds(v, "deconstruct"):
        if st.single:
            st.fail(f"{rt.inspect(v)} does not respond to #deconstruct")
        return None
    items = rt.send(v, "deconstruct", [])
    if not isinstance(items, RArray):
        raise rt.error("TypeError", "deconstruct must return Array")
    if top:
        st.cache = items
    return items


def no_match(rt: Runtime, value: Any, st: MatchState, node: A.Node, f: Any) -> RubyError:
    """NoMatchingPatternError (or its KeyError kin) for `value`, at `node`."""
    text = rt.inspect(value)
    if st.single and st.detail is not None:
        text = f"{text}: {st.detail}"
    if st.single and st.key is not _UNSET:
        err = rt.error("NoMatchingPatternKeyError", text)
        err.exc.ivars["@key"] = st.key
        err.exc.ivars["@matchee"] = st.matchee
    else:
        err = rt.error("NoMatchingPatternError", text)
    locate(rt, err, node, f)
    return err


def _source(file: str) -> str | None:
    try:
        with open(file, encoding="utf-8") as fh:
            return fh.read()
    except (OSError, UnicodeDecodeError):
        return None


__all__ = ["MatchState", "PatternCompiler"]
