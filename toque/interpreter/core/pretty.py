"""Kernel#pp: MRI's PP layout (Oppen-style groups, 79 columns) for arrays and hashes.

`Printer` is a port of Ruby's prettyprint.rb; `pretty` feeds it the same groups and
breakables as pp.rb does for Array and Hash. Other values print their `inspect`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.inspect import inspect_any
from toque.interpreter.model.objects import RArray, RHash, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 200  # installed at start-up, in this order (core/discover.py)

WIDTH = 79  # PP.width_for(out) when stdout is not a terminal and COLUMNS is unset


class Group:
    __slots__ = ("depth", "breakables", "broken")

    def __init__(self, depth: int) -> None:
        self.depth = depth
        self.breakables: list[Breakable] = []
        self.broken = False


class Text:
    __slots__ = ("parts", "width")

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.width = 0

    def output(self, out: list[str], col: int) -> int:
        out.extend(self.parts)
        return col + self.width


class Breakable:
    __slots__ = ("sep", "width", "indent", "group", "printer")

    def __init__(self, sep: str, printer: Printer) -> None:
        self.sep = sep
        self.width = len(sep)
        self.indent = printer.indent
        self.group = printer.groups[-1]
        self.printer = printer
        self.group.breakables.append(self)

    def output(self, out: list[str], col: int) -> int:
        self.group.breakables.pop(0)
        if self.group.broken:
            out.append("\n" + " " * self.indent)
            return self.indent
        if not self.group.breakables:
            self.printer.queue_delete(self.group)
        out.append(self.sep)
        return col + self.width


class Printer:
    """Ruby's PrettyPrint: text is buffered until it is known whether groups fit."""

    def __init__(self, width: int = WIDTH) -> None:
        self.out: list[str] = []
        self.maxwidth = width
        self.col = 0  # output width
        self.buffer: list[Any] = []
        self.buffer_width = 0
        self.indent = 0
        root = Group(0)
        self.groups = [root]
        self.queue: list[list[Group]] = []
        self.enqueue(root)

    # -- the group queue ----------------------------------------------------------------

    def enqueue(self, group: Group) -> None:
        while group.depth >= len(self.queue):
            self.queue.append([])
        self.queue[group.depth].append(group)

    def dequeue(self) -> Group | None:
        for gs in self.queue:
            for i in range(len(gs) - 1, -1, -1):
                if gs[i].breakables:
                    group = gs.pop(i)
                    group.broken = True
                    return group
            for g in gs:
                g.broken = True
            gs.clear()
        return None

    def queue_delete(self, group: Group) -> None:
        level = self.queue[group.depth]
        if group in level:
            level.remove(group)

    # -- building ---------------------------------------------------------------------------

    def text(self, s: str) -> None:
        if not self.buffer:
            self.out.append(s)
            self.col += len(s)
            return
        last = self.buffer[-1]
        if not isinstance(last, Text):
            last = Text()
            self.buffer.append(last)
        last.parts.append(s)
        last.width += len(s)
        self.buffer_width += len(s)
        self.break_outmost_groups()

    def breakable(self, sep: str = " ") -> None:
        group = self.groups[-1]
        if group.broken:
            self.flush()
            self.out.append("\n" + " " * self.indent)
            self.col = self.indent
            self.buffer_width = 0
        else:
            self.buffer.append(Breakable(sep, self))
            self.buffer_width += len(sep)
            self.break_outmost_groups()

    def group(self, indent: int, open_: str, close: str, body: Any) -> None:
        self.text(open_)
        group = Group(self.groups[-1].depth + 1)
        self.groups.append(group)
        self.enqueue(group)
        self.indent += indent
        try:
            body()
        finally:
            self.indent -= indent
            self.groups.pop()
            if not group.breakables:
                self.queue_delete(group)
        self.text(close)

    def break_outmost_groups(self) -> None:
        while self.maxwidth < self.col + self.buffer_width:
            group = self.dequeue()
            if group is None:
                return
            while group.breakables:
                data = self.buffer.pop(0)
                self.col = data.output(self.out, self.col)
                self.buffer_width -= data.width
            while self.buffer and isinstance(self.buffer[0], Text):
                data = self.buffer.pop(0)
                self.col = data.output(self.out, self.col)
                self.buffer_width -= data.width

    def flush(self) -> None:
        for data in self.buffer:
            self.col = data.output(self.out, self.col)
        self.buffer.clear()
        self.buffer_width = 0

    def result(self) -> str:
        self.flush()
        return "".join(self.out)


def emit(rt: Runtime, p: Printer, value: Any, seen: set[int]) -> None:
    """pp.rb's pretty_print for one value."""
    cls = value.__class__
    if cls is RArray and _plain_inspect(rt, value):
        if id(value) in seen:
            p.text("[...]" if value else "[]")
            return
        seen.add(id(value))
        p.group(1, "[", "]", lambda: _seplist(p, value, lambda v: emit(rt, p, v, seen)))
        seen.discard(id(value))
    elif cls is RHash and _plain_inspect(rt, value):
        if id(value) in seen:
            p.text("{...}" if value.data else "{}")
            return
        seen.add(id(value))
        p.group(1, "{", "}", lambda: _seplist(p, value.items(), lambda kv: _pair(rt, p, kv, seen)))
        seen.discard(id(value))
    else:
        p.text(inspect_any(rt, value, None))


def _plain_inspect(rt: Runtime, value: Any) -> bool:
    """Only builtin inspect gets the pp layout; a Ruby-defined inspect is printed as is."""
    m = rt.class_of(value).find_method("inspect")
    return m is None or m.node is None


def _seplist(p: Printer, items: Any, each: Any) -> None:
    first = True
    for item in items:
        if not first:
            p.text(",")
            p.breakable()
        first = False
        each(item)


def _pair(rt: Runtime, p: Printer, kv: tuple, seen: set[int]) -> None:
    key, value = kv

    def pair_body() -> None:
        emit(rt, p, key, seen)
        p.text("=>")
        p.group(1, "", "", lambda: (p.breakable(""), emit(rt, p, value, seen)))

    p.group(0, "", "", pair_body)


def pretty(rt: Runtime, value: Any, width: int = WIDTH) -> str:
    """What `pp value` prints (without the newline)."""
    p = Printer(width)
    emit(rt, p, value, set())
    return p.result()


# -- PP and Kernel#pretty_inspect (pp.rb's entry points) ---------------------------------------

pp_s = Builtins("PP", singleton=True)
kernel = Builtins("Kernel")


@pp_s.method("pp")
def pp_pp(rt, self, obj, out=None, width=WIDTH):
    """Write obj's layout and a newline to `out` (an IO or a String), as PP.pp; `out`."""
    if out is None:
        out = rt.globals.get("$stdout")
    rt.send(out, "<<", [RString(pretty(rt, obj, width) + "\n")])
    return out


@pp_s.method("singleline_pp")
def pp_singleline(rt, self, obj, out=None):
    if out is None:
        out = rt.globals.get("$stdout")
    rt.send(out, "<<", [RString(rt.inspect(obj))])
    return out


@pp_s.method("width_for")
def pp_width_for(rt, self, out):
    return WIDTH


@kernel.method("pretty_inspect")
def pretty_inspect(rt, self):
    return RString(pretty(rt, self) + "\n")


def setup(rt: Runtime) -> None:
    if "PP" not in rt.Object.consts:
        rt.define_class("PP", rt.Object)
    pp_s.install(rt)
    kernel.install(rt)


__all__ = ["pretty", "Printer", "pretty_inspect"]
