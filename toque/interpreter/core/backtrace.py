"""Ruby's call stack on demand: `caller`, `caller_locations`, `Exception#backtrace`.

Keeping a Ruby stack up to date on every call would slow every call down, so there is
none: the stack is read, only when asked, from Python's own frames. The compiled
closures of a call site hold the Ruby frame they run in (`f`) and their AST node
(`node`): the innermost such pair of each Ruby frame says where that frame is. A builtin
(a method written in Python) shows as its own frame at its caller's place, as a C
method does in MRI. An exception remembers the Python frame it was made in and turns it
into a backtrace the first time one is asked for.
"""

from __future__ import annotations

import sys
from types import CodeType, FrameType
from typing import Any

from toque.grammar import ast as A
from toque.interpreter.core.builtins import Builtins, with_arity, wrap
from toque.interpreter.core.number_ops import num2long
from toque.interpreter.model.classes import RModule
from toque.interpreter.model.frames import Frame
from toque.interpreter.model.objects import RArray, RObject, RRange, RString
from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 220  # installed at start-up, in this order (core/discover.py)
SITE, BUILTIN, METHOD, BLOCK = 1, 2, 3, 4
MAX_FRAMES = 2_000_000  # Python frames looked at, at most (a SystemStackError is deep)

_KINDS: dict[CodeType, int] = {}
_METHOD_INVOKERS: list[
    Any
] = []  # given by the compiler (method_invoker), which core may not import


def method_invoker(make_method: Any) -> Any:
    """Name the compiler's method factory, whose inner function runs every Ruby method
    (`compile/defs.py` calls this as it defines it)."""
    _METHOD_INVOKERS.append(make_method)
    return make_method


def _nested_codes(fn: Any) -> list[CodeType]:
    return [c for c in fn.__code__.co_consts if isinstance(c, CodeType)]


def _known_kinds() -> None:
    """The code of builtin wrappers, method invocations and block calls, found once."""

    for code in _nested_codes(wrap) + _nested_codes(with_arity):
        _KINDS[code] = BUILTIN
    for make_method in _METHOD_INVOKERS:
        for code in _nested_codes(make_method):
            _KINDS[code] = METHOD
    _KINDS[Runtime.call_proc.__code__] = BLOCK


def _kind(code: CodeType) -> int:
    kind = _KINDS.get(code)
    if kind is None:
        if not _KINDS:
            _known_kinds()
            kind = _KINDS.get(code)
        if kind is None:
            names = code.co_varnames + code.co_cellvars + code.co_freevars
            kind = SITE if "f" in names and "node" in names else 0
            _KINDS[code] = kind
    return kind


class Entry:
    """One line of a backtrace: where, and in what (a method, block or file)."""

    __slots__ = ("file", "line", "label", "base")

    def __init__(self, file: str, line: int, label: str, base: str) -> None:
        self.file = file
        self.line = line
        self.label = label  # `block in foo`
        self.base = base  # `foo`


def entries(rt: Runtime, pyframe: FrameType | None, skip_builtins: int = 0) -> list[Entry]:
    """The Ruby stack seen from `pyframe` outwards, innermost first. `skip_builtins`: so
    many builtin frames nearest `pyframe` are left out (`caller` and `raise` themselves)."""
    out: list[Entry] = []
    shown: set[int] = set()  # Ruby frames already in `out`
    pending = 0  # builtins entered from the next call site outwards
    seen = 0
    while pyframe is not None and seen < MAX_FRAMES:
        seen += 1
        code = pyframe.f_code
        kind = _kind(code)
        if kind == SITE:
            local = pyframe.f_locals
            f, node = local.get("f"), local.get("node")
            if isinstance(f, Frame) and isinstance(node, A.Node):
                if pending:
                    name = getattr(node, "name", None)
                    if isinstance(name, str) and isinstance(node, A.Call):
                        out.append(Entry(node.file, node.line, name, name))
                    pending = 0
                if id(f) not in shown:
                    shown.add(id(f))
                    base, label = labels(rt, f)
                    out.append(Entry(node.file, node.line, label, base))
        elif kind == BUILTIN:
            if skip_builtins:
                skip_builtins -= 1
            else:
                pending = 1
        elif kind == METHOD or kind == BLOCK:
            local = pyframe.f_locals
            f = local.get("f")
            if isinstance(f, Frame) and id(f) not in shown:
                # a method that failed before its body ran a call (its arguments): MRI
                # places it at its `def`, a block at its start
                node = _definition(local, kind)
                if node is not None:
                    shown.add(id(f))
                    base, label = labels(rt, f)
                    out.append(Entry(node.file, node.line, label, base))
            pending = 0
        pyframe = pyframe.f_back
    return out


def _definition(local: dict, kind: int) -> A.Node | None:
    if kind == BLOCK:
        proc = local.get("proc")
        code = getattr(proc, "code", None)
        return getattr(code, "node", None)
    owner, name = local.get("owner"), local.get("name")
    method = owner.methods.get(name) if isinstance(owner, RModule) else None
    return getattr(method, "node", None)


def labels(rt: Runtime, f: Frame) -> tuple[str, str]:
    """MRI's label of a frame (`block (2 levels) in foo`) and its base label (`foo`).

    A block is named after the method, class body or file it was written in, and so is a
    method made by `define_method` (its body is a block)."""
    levels = 0
    g: Frame | None = f
    while g is not None and (g.meth is not g or g.bproc is not None) and levels < 10_000:
        levels += 1
        g = g.up
    base = _home_label(rt, g) if g is not None else "<main>"
    if levels == 0:
        return base, base
    if levels == 1:
        return base, f"block in {base}"
    return base, f"block ({levels} levels) in {base}"


def _home_label(rt: Runtime, f: Frame) -> str:
    if f.mname:
        return f.mname
    s = f.self
    if isinstance(s, RModule):
        if getattr(s, "attached", None) is not None:
            return "singleton class"
        short = (s.name or "").rsplit("::", 1)[-1]
        return f"<class:{short}>" if s.is_class else f"<module:{short}>"
    if s is rt.main and f.file is not None and f.file != getattr(rt, "main_path", f.file):
        return "<top (required)>"
    return "<main>"


def shown_path(rt: Runtime, file: str) -> str:
    """A path as Ruby shows it: the main script as it was given, others in full."""
    if file == getattr(rt, "main_path", None):
        return rt.main_given
    return file


def format_entry(rt: Runtime, e: Entry) -> str:
    return f"{shown_path(rt, e.file)}:{e.line}:in `{e.label}'"


# -- exceptions --------------------------------------------------------------------------


def remember(exc: RObject, pyframe: FrameType | None, skip_builtins: int = 0) -> None:
    """Note where `exc` was raised, once (a re-raise keeps the first place)."""
    ivars = exc.ivars
    if "@__pyframe" not in ivars and ivars.get("@__backtrace") is None and pyframe is not None:
        ivars["@__pyframe"] = (pyframe, skip_builtins)


def stack_overflow(rt: Runtime, exc: RecursionError) -> Any:
    """The SystemStackError of a RecursionError, caught by a method or block call, a
    statement or a rescue (the first frame of its traceback). MRI raises it as a call is made,
    in the caller: its backtrace starts at the innermost frame of that body, before any
    inner method or block call (one that ran out of room entering its body, or making
    this very error), or at the call itself when the body had reached no call site."""
    err = rt.stack_overflow()
    tb = exc.__traceback__
    if tb is None:
        return err
    catcher = innermost = tb.tb_frame
    site = None  # the innermost call site of the body
    tb = tb.tb_next
    while tb is not None and tb.tb_frame.f_back is innermost:
        kind = _kind(tb.tb_frame.f_code)
        if kind == METHOD or kind == BLOCK:
            break
        if kind == SITE:
            site = tb.tb_frame
        innermost = tb.tb_frame
        tb = tb.tb_next
    if site is None:  # the call sites around the catcher place it
        if catcher.f_back is not None:
            err.exc.ivars["@__pyframe"] = (catcher.f_back, 0)
        return err
    err.exc.ivars["@__pyframe"] = (innermost, 0)
    local = site.f_locals
    f, node = local.get("f"), local.get("node")
    if isinstance(f, Frame) and isinstance(node, A.Node):  # placed as `locate` places it
        meth = getattr(f, "meth", None)
        err.file, err.line = node.file, node.line
        err.mname = meth.mname if meth is not None else None
        err.trace = []
        err._last_frame = meth
    return err


def exception_entries(rt: Runtime, exc: RObject) -> list[Entry] | None:
    held = exc.ivars.get("@__pyframe")
    if held is None:
        return None
    cached = exc.ivars.get("@__entries")
    if cached is None:
        cached = exc.ivars["@__entries"] = entries(rt, held[0], held[1])
    return cached


def exception_backtrace(rt: Runtime, exc: RObject) -> Any:
    """`exc.backtrace`: set by `set_backtrace`/`raise`, else made from where it was raised."""
    bt = exc.ivars.get("@__backtrace")
    if bt is not None:
        return bt
    found = exception_entries(rt, exc)
    if not found:
        return None
    bt = RArray(RString(format_entry(rt, e)) for e in found)
    exc.ivars["@__backtrace"] = bt
    return bt


# -- Kernel#caller, Kernel#caller_locations, Thread::Backtrace::Location --------------------

k = Builtins("Kernel")
loc = Builtins("Thread::Backtrace::Location")


def window(rt: Runtime, found: list[Entry], start: Any, length: Any) -> list[Entry] | None:
    """The entries `caller(start, length)` (or `caller(range)`) shows: MRI reads the
    numbers with NUM2LONG; None when `start` is past the stack's end."""
    if isinstance(start, RRange):
        low = num2long(rt, start.first) if start.first is not None else 0
        if low < 0:
            raise rt.error("ArgumentError", f"negative level ({low})")
        high = start.last
        if high is None:
            return found[low:]
        high = num2long(rt, high)
        if high < 0:
            high = len(found) + high + (0 if start.excl else 1)
        else:
            high = high + (0 if start.excl else 1)
        return found[low:high]
    start = num2long(rt, start)
    if start < 0:
        raise rt.error("ArgumentError", f"negative level ({start})")
    if length is not None:
        length = num2long(rt, length)
    if start > len(found):
        return None
    if length is None:
        return found[start:]
    if length < 0:
        raise rt.error("ArgumentError", f"negative size ({length})")
    return found[start : start + length]


@k.method("caller", visibility="private")
def caller(rt, self, start=1, length=None):
    found = window(rt, entries(rt, sys._getframe(1), skip_builtins=1), start, length)
    return None if found is None else RArray(RString(format_entry(rt, e)) for e in found)


@k.method("caller_locations", visibility="private")
def caller_locations(rt, self, start=1, length=None):
    found = window(rt, entries(rt, sys._getframe(1), skip_builtins=1), start, length)
    return None if found is None else RArray(location(rt, e) for e in found)


def location(rt: Runtime, e: Entry) -> RObject:
    obj = RObject(rt.const_get("Thread::Backtrace::Location"))
    obj.ivars["@__entry"] = e
    return obj


def _entry(self: RObject) -> Entry:
    return self.ivars["@__entry"]


@loc.method("path")
def loc_path(rt, self):
    return RString(shown_path(rt, _entry(self).file))


@loc.method("absolute_path")
def loc_absolute_path(rt, self):
    import os

    return RString(os.path.abspath(_entry(self).file))


@loc.method("lineno")
def loc_lineno(rt, self):
    return _entry(self).line


@loc.method("label")
def loc_label(rt, self):
    return RString(_entry(self).label)


@loc.method("base_label")
def loc_base_label(rt, self):
    return RString(_entry(self).base)


@loc.method("to_s")
def loc_to_s(rt, self):
    return RString(format_entry(rt, _entry(self)))


@loc.method("inspect")
def loc_inspect(rt, self):
    return RString(rt.inspect(RString(format_entry(rt, _entry(self)))))


def exception_locations(rt: Runtime, exc: RObject) -> Any:
    found = exception_entries(rt, exc)
    if found is None:
        return None
    return RArray(location(rt, e) for e in found)


def setup(rt: Runtime) -> None:
    """`Thread::Backtrace::Location` needs a `Thread` to live in (toque runs no threads)."""
    consts = rt.Object.consts
    thread = consts.get("Thread") or rt.define_class("Thread")
    if "Backtrace" not in thread.consts:
        rt.define_class("Backtrace", None, thread)
    backtrace = thread.consts["Backtrace"]
    if "Location" not in backtrace.consts:
        rt.define_class("Location", None, backtrace)
    # only a backtrace makes one, as in MRI (its `new` and allocator are undefined)
    meta = rt.singleton_class(backtrace.consts["Location"])
    meta.define("new", None)  # type: ignore[arg-type]
    meta.define("allocate", None)  # type: ignore[arg-type]


__all__ = ["Entry", "entries", "exception_backtrace", "remember", "stack_overflow"]
