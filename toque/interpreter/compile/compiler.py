"""Compiles the AST once into nested Python closures, `fn(frame) -> value`.

Walking a tree node by node at run time is slow in Python; closures built once and
called many times are several times faster. Local variables are resolved at compile
time (Ruby decides by the order of assignments in the source), so a read is a dict
lookup at a known depth of enclosing blocks. Definitions, calls and control flow
live in the sibling modules `defs` and `flow` (and `calls`); this module holds
the dispatcher, scopes, literals and variables.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.errors import ToqueError
from toque.grammar import ast as A
from toque.interpreter.compile.calls import locate
from toque.interpreter.core.autoload import autoload
from toque.interpreter.core.kernel import backtick
from toque.interpreter.core.regexp import make_regexp
from toque.interpreter.model.objects import RArray, RHash, RRange, RString, sym
from toque.interpreter.model.signals import RubyError
from toque.source import Span

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

_TABLES: dict[type, dict[Any, Any]] = {}

NUMBERED = {f"_{n}": n for n in range(1, 10)}  # a parameterless block's numbered parameters


class Scope:
    """Local variable names of one method, block, class body or file."""

    __slots__ = ("names", "parent", "kind", "numbered")

    def __init__(self, parent: Scope | None, kind: str) -> None:
        self.names: set[str] = set()
        self.parent = parent  # only blocks see their parent's locals
        self.kind = kind
        # a block without parameters: the highest _1.._9 its body reads (its own, not a
        # nested block's), found while the body compiles; None for every other scope
        self.numbered: int | None = None

    def depth(self, name: str) -> int:
        scope: Scope | None = self
        d = 0
        while scope is not None:
            if name in scope.names:
                return d
            scope = scope.parent
            d += 1
        return -1


# Python errors that are Ruby errors where a builtin meets an extreme value (`"a" * 2**64`,
# a huge allocation, a structure nested too deep to inspect or compare): RangeError,
# NoMemoryError and SystemStackError, placed at their statement.
RUBY_LEVEL = (OverflowError, MemoryError, RecursionError)


def located_python_error(rt: Runtime, exc: BaseException, node: A.Node, f: Any) -> RubyError:
    err = rt.ruby_exception(exc)
    locate(rt, err, node, f)
    return err


def too_deep(node: A.Node) -> ToqueError:
    """The error for code nested deeper than the compiler's recursion can follow."""
    try:
        with open(node.file, encoding="utf-8") as f:
            source: str | None = f.read()
    except (OSError, UnicodeDecodeError):
        source = None
    return ToqueError(
        "too deeply nested: toque cannot compile an expression nested this deep",
        Span(node.file, node.line, node.col),
        source=source,
    )


class CompilerBase:
    """Dispatch and state shared by the compiler's parts (mixed into `Compiler`)."""

    def __init__(self, rt: Runtime, file: str, frozen_literals: bool = False) -> None:
        self.rt = rt
        self.file = file
        self.frozen_literals = frozen_literals
        self.scope = Scope(None, "top")
        self.jumps: list[str] = []  # innermost last: "loop" or "block" (break/next target)
        self.def_params: list[A.Param] | None = None  # of the method being compiled (zsuper)
        # toque's own Ruby (program.run_file): a method's body compiles at its first call
        self.lazy_defs = False
        # node class -> its c_ function; called name -> its special_ function or None
        self._table = _TABLES.setdefault(type(self), {})

    def compile(self, node: A.Node | None) -> Any:
        # ~100k nodes per chef-repo run: a dict hit per node instead of building the
        # method's name and a getattr (a few % of bench/client.py's compile phase)
        if node is None:
            return _nil
        method = self._table.get(node.__class__)
        if method is None:
            method = self._method_for(node)
        try:
            return method(self, node)
        except RecursionError:  # the innermost node that still fits names the place
            raise too_deep(node) from None

    def _method_for(self, node: A.Node) -> Any:
        """The compiling function of a node class, remembered per compiler class."""
        method = getattr(type(self), "c_" + node.__class__.__name__, None)
        if method is None:
            raise RubyError(
                self.rt.new_exception(
                    self.rt.exception_class("NotImplementedError"),
                    RString(
                        f"{node.file}:{node.line}: toque does not support {node.__class__.__name__} yet"
                    ),
                )
            )
        self._table[node.__class__] = method
        return method

    def declare(self, name: str) -> None:
        self.scope.names.add(name)

    def with_scope(self, kind: str, inherit: bool) -> Scope:
        saved = self.scope
        self.scope = Scope(saved if inherit else None, kind)
        return saved

    # -- sequences and literals ------------------------------------------------------------

    # The closures below take what they use as parameter defaults (callers pass only the
    # frame): closure cells are one tracked allocation each, made when the compiling
    # method starts, for every variable any of its closures uses; ~100k nodes per
    # chef-repo run, most of them run once, so allocation and collection dominate.

    def c_Seq(self, node: A.Seq) -> Any:
        fns = list(map(self.compile, node.body))  # no comprehension: `self` is no cell
        if not fns:
            return _nil
        if len(fns) == 1:
            return fns[0]
        rt = self.rt
        body = node.body

        def seq(f, head=fns[:-1], last=fns[-1]):
            done = 0
            try:
                for fn in head:
                    fn(f)
                    done += 1
                return last(f)
            except RubyError as err:
                if getattr(err, "line", None) is None:  # raised where no call places it
                    locate(rt, err, body[done], f)
                raise
            except RUBY_LEVEL as exc:
                raise located_python_error(rt, exc, body[done], f) from None

        return seq

    def c_Nil(self, node):
        return _nil

    def c_TrueLit(self, node):
        return lambda f: True

    def c_FalseLit(self, node):
        return lambda f: False

    def c_SelfRef(self, node):
        return lambda f: f.self

    def c_Int(self, node):
        return lambda f, v=node.value: v

    c_Float = c_Int

    def c_Str(self, node):
        v = node.value
        if not v.isascii():
            from toque.interpreter.core.binary import is_binary

            if is_binary(v):  # "\xff": a UTF-8 literal with bytes that are no UTF-8
                return _invalid_utf8_literal(v)
        if self.frozen_literals:
            return self.frozen_literal(v)
        return lambda f, v=v: RString(v)

    def frozen_literal(self, v: str) -> Any:
        """Equal frozen string literals are one object, as in MRI's fstring table."""
        s = self.rt.fstrings.get(v)
        if s is None:
            s = self.rt.fstrings[v] = RString(v, frozen=True)
        return lambda f, s=s: s

    def _parts(self, node: A.Node) -> Any:
        """A function giving the Python text of an interpolating literal's parts."""
        rt = self.rt
        to_s = rt.to_s
        pieces = []
        for p in node.parts:
            if isinstance(p, A.Str):
                v = p.value
                pieces.append((True, v))
            else:
                pieces.append((False, self.compile(p)))

        if len(pieces) == 1 and not pieces[0][0]:  # "#{x}"

            def one(f, fn=pieces[0][1], to_s=to_s):
                try:
                    return to_s(fn(f))
                except RubyError as err:
                    locate(rt, err, node, f if getattr(f, "meth", None) is not None else None)
                    raise

            return one

        def text(f, pieces=pieces, to_s=to_s):
            try:
                out = []
                for literal, x in pieces:
                    out.append(x if literal else to_s(x(f)))
                return "".join(out)
            except RubyError as err:  # `#{x}` sends x.to_s: an error there (a runaway
                # to_s recursion's SystemStackError) is placed here, as a call's would be
                locate(rt, err, node, f if getattr(f, "meth", None) is not None else None)
                raise

        return text

    def c_DStr(self, node):
        text = self._parts(node)
        return lambda f, text=text: RString(text(f))

    def c_XStr(self, node):
        text = self._parts(node)
        rt = self.rt

        def run(f):

            return backtick(rt, text(f))

        return run

    def c_Sym(self, node):
        s = sym(node.name)
        return lambda f, s=s: s

    def c_DSym(self, node):
        text = self._parts(node)
        return lambda f: sym(text(f))

    def c_Regex(self, node):

        rt = self.rt
        flags = node.flags
        if all(isinstance(p, A.Str) for p in node.parts):
            source = "".join(p.value for p in node.parts)
            try:
                rx = make_regexp(rt, source, flags)
            except RubyError:

                def bad(f):  # an invalid literal fails when it runs, like MRI's SyntaxError
                    return make_regexp(rt, source, flags)

                return bad
            return lambda f: rx
        text = self._parts(node)
        return lambda f: make_regexp(rt, text(f), flags)

    def c_Array(self, node):
        if any(isinstance(e, A.Splat) for e in node.elements):
            build = self.args_builder(node.elements)
            return lambda f: RArray(build(f)[0])
        fns = [self.compile(e) for e in node.elements]
        return lambda f: RArray([fn(f) for fn in fns])

    def c_Hash(self, node):
        steps = []
        for p in node.pairs:
            if isinstance(p, A.DoubleSplat):
                steps.append((None, self.compile(p.value)))
            else:
                steps.append((self.compile(p.key), self.compile(p.value)))

        def build(f, steps=steps, rt=self.rt, keywords=not node.braces):
            h = RHash()
            h.kw = keywords
            for k, v in steps:
                if k is None:
                    other = v(f)
                    if other is not None:
                        if not isinstance(other, RHash):
                            other = rt.send(other, "to_hash", [])
                        for kk, vv in other.items():
                            h.set(kk, vv)
                else:
                    h.set(k(f), v(f))
            return h

        return build

    def c_Range(self, node):
        lo = self.compile(node.low)
        hi = self.compile(node.high)
        excl = node.exclusive
        if isinstance(node.low, A.Int) and isinstance(node.high, A.Int):
            r = RRange(node.low.value, node.high.value, excl)
            return lambda f: r
        from toque.interpreter.core.range_lib import new_range

        rt = self.rt

        def range_(f):
            first, last = lo(f), hi(f)
            if first.__class__ is int and last.__class__ is int:
                return RRange(first, last, excl)
            try:
                return new_range(rt, first, last, excl)
            except RubyError as err:  # `1..Float::NAN`: raised where no call locates it
                raise _at(rt, err, node, f) from None

        return range_

    # -- variables ----------------------------------------------------------------------

    def c_Ident(self, node):
        scope = self.scope
        if scope.numbered is not None and node.name in NUMBERED:
            scope.names.add(node.name)  # the innermost parameterless block's own _N
            scope.numbered = max(scope.numbered, NUMBERED[node.name])
        d = scope.depth(node.name)
        if d < 0:
            return self.fcall(node, node.name, [], None, vcall=True)
        return _local_reader(node.name, d)

    def c_IVar(self, node):
        name = node.name

        def ivar(f):
            ivars = getattr(f.self, "ivars", None)
            return ivars.get(name) if ivars is not None else None

        return ivar

    def c_GVar(self, node):
        from toque.interpreter.core.globals import reader

        return reader(self.rt, node.name)

    def c_CVar(self, node):
        rt = self.rt
        name = node.name

        def cvar(f):
            for mod in _cvar_chain(rt, f):
                if name in mod.cvars:
                    return mod.cvars[name]
            owner = f.cref[0]
            raise rt.error("NameError", f"uninitialized class variable {name} in {owner.name}")

        return cvar

    def c_Const(self, node):
        if node.top:
            return _const_top(self.rt, node)
        if node.scope is not None:
            return _const_scoped(self.rt, node, self.compile(node.scope))
        return _const_lexical(self.rt, node)


def _const_top(rt: Runtime, node: A.Const) -> Any:
    def top(f, rt=rt, node=node, name=node.name):
        try:
            return rt.Object.consts[name]
        except KeyError:
            value = autoload(rt, name)
            if value is None:
                raise _at(rt, rt.error("NameError", f"uninitialized constant {name}"),
                          node, f) from None  # fmt: skip
            return value

    return top


def _const_scoped(rt: Runtime, node: A.Const, scope: Any) -> Any:
    def scoped(f, rt=rt, node=node, name=node.name, scope=scope):
        mod = scope(f)
        if not hasattr(mod, "consts"):
            raise _at(rt, rt.error("TypeError", f"{rt.inspect(mod)} is not a class/module"),
                      node, f)  # fmt: skip
        try:
            return mod.const_lookup(name)
        except KeyError:
            err = rt.error("NameError", f"uninitialized constant {mod.name}::{name}")
            raise _at(rt, err, node, f) from None

    return scoped


def _const_lexical(rt: Runtime, node: A.Const) -> Any:
    def lexical(f, rt=rt, node=node, name=node.name):
        try:
            return lookup_const(rt, f, name)
        except RubyError as err:
            raise _at(rt, err, node, f) from None

    return lexical


def _at(rt: Runtime, err: RubyError, node: A.Node, f: Any) -> RubyError:
    """A constant that is not there: the error gets the place of the reference."""

    locate(rt, err, node, f if getattr(f, "meth", None) is not None else None)
    return err


def lookup_const(rt: Runtime, f: Any, name: str) -> Any:
    """A constant by lexical scope, then the innermost module's ancestors, then Object."""
    for mod in f.cref:
        consts = mod.consts
        if name in consts:
            return consts[name]
    try:
        return f.cref[0].const_lookup(name)
    except KeyError:
        pass
    try:
        return rt.Object.const_lookup(name)
    except KeyError:
        pass

    value = autoload(rt, name)
    if value is not None:
        return value
    err = rt.error("NameError", f"uninitialized constant {name}")
    err.exc.ivars["@name"] = sym(name)
    raise err


def _cvar_chain(rt: Runtime, f: Any) -> list:
    base = f.cref[0]
    if base is rt.Object and hasattr(f.self, "cls"):
        base = f.self.cls
    return base.ancestors()


def _invalid_utf8_literal(v: str) -> Any:
    from toque.interpreter.core.encoding import UTF8

    def literal(f):
        s = RString(v)
        s.enc = UTF8  # says UTF-8 (valid_encoding? false), not binary as a digest would
        return s

    return literal


def _nil(f: Any) -> None:
    return None


def _local_reader(name: str, depth: int) -> Any:
    if depth == 0:
        return lambda f, name=name: f.vars.get(name)
    if depth == 1:
        return lambda f, name=name: f.up.vars.get(name)
    if depth == 2:
        return lambda f, name=name: f.up.up.vars.get(name)

    def deep(f):
        for _ in range(depth):
            f = f.up
        return f.vars.get(name)

    return deep


def local_frame(depth: int) -> Any:
    if depth == 0:
        return lambda f: f
    if depth == 1:
        return lambda f: f.up

    def deep(f):
        for _ in range(depth):
            f = f.up
        return f

    return deep
