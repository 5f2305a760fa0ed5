"""Binding arguments to parameters, as Ruby does for methods, lambdas and procs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.grammar import ast as A
from toque.interpreter.model.objects import RArray, RHash, RSymbol, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


# Where anonymous `*`, `**` and `...` parameters keep what they took: not Ruby identifiers, so
# never a name code can read, nor one local_variables lists
ANONYMOUS = {"rest": "*", "kwrest": "**", "fwd": "...", "fwd_block": "&..."}


def arity(params: list[A.Param]) -> int:
    if not params:
        return 0
    required = sum(1 for p in params if p.kind in ("req", "destructure"))
    optional = any(p.kind in ("opt", "rest", "fwd") for p in params)
    if any(p.kind == "keyreq" for p in params):
        required += 1
    return -(required + 1) if optional else required


def compile_binder(params: list[A.Param], compile_expr: Any, declare: Any) -> Any:
    """A function `bind(rt, frame, args, block, strict)` for these parameters.

    `compile_expr` compiles default values (they run in the new frame, so they see the
    earlier parameters); `declare` makes each parameter name a local of the new scope.
    """
    if not params:  # most blocks (`do … end` of a resource): one shared binder
        return _bind_none
    pre: list[A.Param] = []
    opt: list[tuple[str, Any]] = []
    post: list[A.Param] = []
    rest: str | None = None
    has_rest = False
    keys: list[tuple[str, Any, bool]] = []  # name, default fn, required
    kwrest: str | None = None
    has_kwrest = False
    block_name: str | None = None
    for p in params:
        if p.name:
            declare(p.name)
        elif p.kind in ("rest", "kwrest"):  # anonymous `*`, `**`: kept for a bare `super`
            declare(ANONYMOUS[p.kind])
        if p.kind == "req" or p.kind == "destructure":
            (post if has_rest or opt else pre).append(p)
        elif p.kind == "opt":
            opt.append((p.name, compile_expr(p.default)))
        elif p.kind == "rest":
            has_rest = True
            rest = p.name or ANONYMOUS["rest"]
        elif p.kind == "fwd":  # `...`: kept for `f(...)` calls in the body
            has_rest = True
            rest = ANONYMOUS["fwd"]
            block_name = ANONYMOUS["fwd_block"]
            declare(rest)
            declare(block_name)
        elif p.kind == "key":
            keys.append((p.name, compile_expr(p.default), False))
        elif p.kind == "keyreq":
            keys.append((p.name, None, True))
        elif p.kind == "kwrest":
            has_kwrest = True
            kwrest = p.name or ANONYMOUS["kwrest"]
        elif p.kind == "block":
            block_name = p.name
    for p in pre + post:
        if p.kind == "destructure":
            _declare_all(p.sub or [], declare)
    subs = {
        id(p): compile_binder(p.sub or [], compile_expr, declare)
        for p in pre + post
        if p.kind == "destructure"
    }
    npre, nopt, npost = len(pre), len(opt), len(post)
    required_keys = [name for name, _, required in keys if required]
    takes_keys = bool(keys) or has_kwrest
    simple = not opt and not has_rest and not takes_keys and not post and not subs
    names = [p.name for p in pre]

    if simple and block_name is None and npre == 1:
        only = names[0]

        def bind_one(rt: Runtime, f: Any, args: list, block: Any, strict: bool) -> None:
            if len(args) == 1:
                f.vars[only] = args[0]
                return
            if strict:
                raise rt.arity_error(len(args), "1")
            f.vars[only] = args[0] if args else None

        return bind_one
    if simple and block_name is None and npre == 0:

        def bind_none(rt: Runtime, f: Any, args: list, block: Any, strict: bool) -> None:
            if args and strict:
                raise rt.arity_error(len(args), "0")

        return bind_none
    if simple and block_name is None:
        n = npre

        def bind_simple(rt: Runtime, f: Any, args: list, block: Any, strict: bool) -> None:
            if len(args) != n:
                if strict:
                    raise rt.arity_error(len(args), str(n))
                args = _loose(args, n, n, False)
            fv = f.vars
            for name, value in zip(names, args, strict=False):
                fv[name] = value

        return bind_simple

    forwards = block_name == ANONYMOUS["fwd_block"]

    def bind(rt: Runtime, f: Any, args: list, block: Any, strict: bool) -> None:
        fv = f.vars
        kw: RHash | None = None
        if args and isinstance(args[-1], RHash) and args[-1].kw:
            if takes_keys:
                kw = args[-1]
                args = args[:-1]
            elif not forwards:  # `...` passes keywords on as keywords
                args[-1].kw = False  # passed on as a plain Hash argument
        count = len(args)
        if strict:
            if count < npre + npost or (not has_rest and count > npre + nopt + npost):
                expected = _expected(npre + npost, nopt, has_rest)
                if required_keys and kw is None:
                    word = "keyword" if len(required_keys) == 1 else "keywords"
                    expected += f"; required {word}: {', '.join(required_keys)}"
                raise rt.arity_error(count, expected)
        else:
            args = _loose(args, npre + npost, npre + nopt + npost, has_rest)
            count = len(args)
        i = 0
        for p in pre:
            _assign(rt, f, p, args[i] if i < count else None, subs)
            i += 1
        avail = count - npre - npost
        for name, default in opt:
            if avail > 0:
                fv[name] = args[i]
                i += 1
                avail -= 1
            else:
                fv[name] = default(f)
        if has_rest:
            extra = max(count - i - npost, 0)
            if rest:
                fv[rest] = RArray(args[i : i + extra])
            i += extra
        for p in post:
            _assign(rt, f, p, args[i] if i < count else None, subs)
            i += 1
        if takes_keys:
            given = dict(kw.items()) if kw is not None else {}
            for name, default, required in keys:
                key = _sym(name)
                if key in given:
                    fv[name] = given.pop(key)
                elif required:
                    raise rt.error("ArgumentError", f"missing keyword: :{name}")
                else:
                    fv[name] = default(f)
            if has_kwrest:
                if kwrest:
                    fv[kwrest] = RHash.from_pairs(given.items())
            elif given:
                unknown = ", ".join(":" + k.name for k in given)
                word = "keyword" if len(given) == 1 else "keywords"
                raise rt.error("ArgumentError", f"unknown {word}: {unknown}")
        if block_name:
            fv[block_name] = block

    return bind


def _bind_none(rt: Runtime, f: Any, args: list, block: Any, strict: bool) -> None:
    if args and strict:
        raise rt.arity_error(len(args), "0")


def _declare_all(params: list[A.Param], declare: Any) -> None:
    for p in params:
        if p.name:
            declare(p.name)
        if p.sub:
            _declare_all(p.sub, declare)


def _assign(rt: Runtime, f: Any, p: A.Param, value: Any, subs: dict) -> None:
    if p.kind == "destructure":
        items = list(value) if isinstance(value, RArray) else [value]
        subs[id(p)](rt, f, items, None, False)
    else:
        f.vars[p.name] = value


def _loose(args: list, required: int, most: int, rest: bool) -> list:
    """Proc semantics: one Array argument spreads over several parameters; the count fits."""
    if len(args) == 1 and isinstance(args[0], RArray) and (most > 1 or (rest and most >= 1)):
        args = list(args[0])
    if len(args) < required:
        args = list(args) + [None] * (required - len(args))
    elif not rest and len(args) > most:
        args = args[:most]
    return args


def _expected(required: int, optional: int, rest: bool) -> str:
    if rest:
        return f"{required}+"
    if optional:
        return f"{required}..{required + optional}"
    return str(required)


def _symbol_keys(h: RHash) -> bool:
    return all(isinstance(k, RSymbol) for k in h.keys.values())


def _sym(name: str) -> RSymbol:

    return sym(name)
