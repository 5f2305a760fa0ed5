"""Enumerator (a method call kept for later), Enumerator::Yielder and Enumerator::Lazy.

External iteration (`next`, `peek`) has no fibers to lean on: it collects the values
first, in growing batches so that an infinite generator still answers (UNSUPPORTED.md).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enumerable import Stop, collect, pack, scan
from toque.interpreter.core.number_ops import num2long, to_int
from toque.interpreter.core.numeric import float_step_size, step_args
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import RArray, RHash, RRange, RString, hkey
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 150  # installed at start-up, in this order (core/discover.py)

# Registered by hand in `setup`, once the classes exist (so not module-level Builtins).
_e = Builtins("Enumerator")
_es = Builtins("Enumerator", singleton=True)
_y = Builtins("Enumerator::Yielder")
_lz = Builtins("Enumerator::Lazy")
TABLES = (_e, _es, _y, _lz)

INF = float("inf")
_BATCH = 1000


class REnumerator:
    """`recv.meth(*args)` waiting for a block, or a generator block given a Yielder."""

    __slots__ = ("recv", "meth", "args", "gen", "buf", "pos", "done", "result", "frozen")

    def __init__(self, recv: Any, meth: str, args: list, gen: Any = None) -> None:
        self.recv = recv
        self.meth = meth
        self.args = args
        self.gen = gen  # the block of Enumerator.new
        self.buf: list | None = None  # values collected for next/peek
        self.pos = 0
        self.done = False
        self.result: Any = None
        self.frozen = False

    def ruby_class(self, rt: Runtime) -> Any:
        return rt.Enumerator


class Yielder:
    """What an Enumerator.new block pushes values into."""

    __slots__ = ("block", "frozen")

    def __init__(self, block: Any) -> None:
        self.block = block
        self.frozen = False

    def ruby_class(self, rt: Runtime) -> Any:
        return rt.const_get("Enumerator::Yielder")


class RLazy:
    """A lazy pipeline: a source enumerable and stages, each made fresh per run."""

    __slots__ = ("source", "stages", "desc", "frozen")

    def __init__(self, source: Any, stages: tuple = (), desc: tuple = ()) -> None:
        self.source = source
        self.stages = stages  # factories: down(item) -> stop? to up(item) -> stop?
        self.desc = desc  # the stage names, for inspect
        self.frozen = False

    def ruby_class(self, rt: Runtime) -> Any:
        return rt.const_get("Enumerator::Lazy")


def make_enumerator(rt: Runtime, recv: Any, method: str, args: list) -> REnumerator:
    return REnumerator(recv, method, list(args))


def run(rt: Runtime, en: REnumerator, block: Any) -> Any:
    """Run the enumerator's call with `block`."""
    if en.gen is not None:
        return rt.call_proc(en.gen, [Yielder(block)])
    return rt.send(en.recv, en.meth, list(en.args), block, True)  # as __send__: private too


def py_block(fn: Callable[[Any], Any]) -> RProc:
    """A block whose yielded values arrive packed as one (arrays for several)."""
    return RProc(None, None, None, False, lambda rt, args, blk: fn(pack(args)))


# -- Enumerator ------------------------------------------------------------------------------


@_es.method("new")
def new(rt, self, size=None, *, block=None):
    if block is None:
        raise rt.error("ArgumentError", "no block given")
    return REnumerator(None, "each", [], block)


@_e.method("each")
def each(rt, self, *args, block=None):
    if block is None:
        return self
    return run(rt, self, block)


@_e.method("each_with_index")
def each_with_index(rt, self, *, block=None):
    return with_index(rt, self, block=block)


@_e.method("with_index")
def with_index(rt, self, offset=0, *, block=None):
    if block is None:
        return make_enumerator(rt, self, "with_index", [offset] if offset else [])
    counter = [0 if offset is None else to_int(rt, offset)]  # MRI: rb_to_int, nil is 0

    def step(rt_: Runtime, args: list, blk: Any) -> Any:
        i = counter[0]
        counter[0] = i + 1
        return rt.call_proc(block, [pack(args), i])

    return run(rt, self, RProc(None, None, None, False, step))


@_e.method("with_object", "each_with_object")
def with_object(rt, self, memo, *, block=None):
    if block is None:
        return make_enumerator(rt, self, "with_object", [memo])
    run(rt, self, py_block(lambda x: rt.call_proc(block, [x, memo])))
    return memo


@_e.method("size")
def size(rt, self):
    return enum_size(rt, self)


_SAME_SIZE = {
    "each", "map", "collect", "flat_map", "collect_concat", "select", "filter", "reject",
    "each_with_index", "with_index", "each_with_object", "with_object", "filter_map",
    "sort_by", "min_by", "max_by", "group_by", "partition", "find_index", "each_entry",
    "reverse_each", "each_index", "map!", "collect!", "select!", "reject!", "each_key",
    "each_value", "each_pair", "times", "transform_values", "transform_keys", "delete_if",
    "keep_if", "uniq", "sum", "find_all", "each_char",
}  # fmt: skip


def enum_size(rt: Runtime, en: REnumerator) -> Any:
    if en.gen is not None:
        return None
    recv, meth = en.recv, en.meth
    if meth == "loop" or (meth == "cycle" and not en.args):
        return INF
    if meth in ("then", "yield_self"):  # one value: the receiver
        return 1
    if isinstance(recv, (int, float)) and not isinstance(recv, bool) and meth in _COUNTING:
        return _counting_size(rt, recv, meth, en.args)
    if isinstance(recv, RString) and meth in ("each_char", "each_byte"):
        return rt.send(recv, "length" if meth == "each_char" else "bytesize", [])
    n = _base_size(rt, recv)
    if n is None:
        return None
    if meth in ("each_slice", "each_cons") and en.args and isinstance(n, int):
        k = en.args[0]
        return -(-n // k) if meth == "each_slice" else max(0, n - k + 1)
    if meth == "cycle":
        return n * max(0, en.args[0]) if en.args[0] is not None else INF
    if meth in _SAME_SIZE:
        return n
    return None


_COUNTING = ("upto", "downto", "step")


def _counting_size(rt: Runtime, start: Any, meth: str, args: list) -> Any:
    """How many numbers `upto`, `downto` and `step` yield: MRI's ruby_num_interval_step_size
    (Infinity without a limit, the Float rule when a Float is involved)."""
    if meth == "step":
        limit, step = step_args(rt, tuple(args))
    else:
        limit, step = args[0], 1 if meth == "upto" else -1
    if limit is None:
        return INF
    if float in (start.__class__, limit.__class__, step.__class__):
        if meth != "step":  # upto/downto count Integers up to the limit's floor/ceiling
            limit = math.floor(limit) if meth == "upto" else math.ceil(limit)
            return max(0, (limit - start) * step + 1)
        if math.isinf(limit):
            return INF if (limit > 0) == (step > 0) else 0
        n = float_step_size(float(start), float(limit), float(step))
        return n if n != n or math.isinf(n) else int(n)
    return max(0, (limit - start) // step + 1)


def _base_size(rt: Runtime, recv: Any) -> Any:
    if isinstance(recv, (RArray, RHash)):
        return len(recv)
    if isinstance(recv, int) and not isinstance(recv, bool):
        return max(recv, 0)
    if isinstance(recv, (RRange, REnumerator)):
        return rt.send(recv, "size", [])
    return None


# -- external iteration ---------------------------------------------------------------------


def _fill(rt: Runtime, en: REnumerator, want: int) -> None:
    """Collect values until more than `want` are buffered (or the iteration ends)."""
    if en.done or (en.buf is not None and len(en.buf) > want):
        return
    limit = max(_BATCH, want * 2)
    buf: list = []
    token = Stop()

    def take(rt_: Runtime, args: list, blk: Any) -> Any:
        buf.append(pack(args))
        if len(buf) > limit:
            raise token
        return None

    try:
        en.result = run(rt, en, RProc(None, None, None, False, take))
        en.done = True
    except Stop as s:
        if s is not token:
            raise
    en.buf = buf


def _stop_iteration(rt: Runtime, en: REnumerator) -> RubyError:
    err = rt.error("StopIteration", "iteration reached an end")
    err.exc.ivars["@result"] = en.result
    return err


@_e.method("next")
def next_(rt, self):
    _fill(rt, self, self.pos)
    if self.pos >= len(self.buf):
        raise _stop_iteration(rt, self)
    v = self.buf[self.pos]
    self.pos += 1
    return v


@_e.method("peek")
def peek(rt, self):
    _fill(rt, self, self.pos)
    if self.pos >= len(self.buf):
        raise _stop_iteration(rt, self)
    return self.buf[self.pos]


@_e.method("rewind")
def rewind(rt, self):
    self.pos = 0
    self.buf = None
    self.done = False
    return self


@_e.method("inspect", "to_s")
def inspect(rt, self):
    if self.gen is not None:
        return RString("#<Enumerator: #<Enumerator::Generator>:each>")
    args = f"({', '.join(rt.inspect(a) for a in self.args)})" if self.args else ""
    if self.meth in ("step", "%") and isinstance(self.recv, (RRange, int, float)):
        # an ArithmeticSequence in MRI
        recv = (
            f"({rt.inspect(self.recv)})" if isinstance(self.recv, RRange) else rt.inspect(self.recv)
        )
        return RString(f"({recv}.{self.meth}{args})")
    return RString(f"#<Enumerator: {rt.inspect(self.recv)}:{self.meth}{args}>")


@_e.method("lazy")
def lazy(rt, self):
    return RLazy(self)


@_e.method("+")
def plus(rt, self, other):

    return make_enumerator(rt, RArray(collect(rt, self) + collect(rt, other)), "each", [])


# -- Yielder ---------------------------------------------------------------------------------


@_y.method("<<")
def y_push(rt, self, value):
    rt.call_proc(self.block, [value])
    return self


@_y.method("yield", "call")
def y_yield(rt, self, *values):
    return rt.call_proc(self.block, list(values))


@_y.method("to_proc")
def y_to_proc(rt, self):
    return RProc(None, None, None, True, lambda rt_, args, blk: y_yield(rt, self, *args))


# -- Lazy ------------------------------------------------------------------------------------


def lazy_scan(rt: Runtime, lz: RLazy, sink: Callable[[Any], Any]) -> None:
    """Push the source's values through every stage into `sink` (truthy result: stop)."""
    fn = sink
    for factory in reversed(lz.stages):
        fn = factory(fn)
    scan(rt, lz.source, fn)


def _then(lz: RLazy, factory: Callable, desc: str) -> RLazy:
    return RLazy(lz.source, lz.stages + (factory,), lz.desc + (desc,))


def _need(rt: Runtime, block: Any, name: str) -> None:
    if block is None:
        raise rt.error("ArgumentError", f"tried to call lazy {name} without a block")


@_lz.method("map", "collect")
def lz_map(rt, self, *, block=None):
    _need(rt, block, "map")
    call = rt.call_proc
    return _then(self, lambda down: lambda x: down(call(block, [x])), "map")


@_lz.method("select", "filter", "find_all")
def lz_select(rt, self, *, block=None):
    _need(rt, block, "select")
    t = rt.truthy

    def factory(down):
        return lambda x: down(x) if t(rt.call_proc(block, [x])) else False

    return _then(self, factory, "select")


@_lz.method("reject")
def lz_reject(rt, self, *, block=None):
    _need(rt, block, "reject")
    t = rt.truthy

    def factory(down):
        return lambda x: False if t(rt.call_proc(block, [x])) else down(x)

    return _then(self, factory, "reject")


@_lz.method("filter_map")
def lz_filter_map(rt, self, *, block=None):
    _need(rt, block, "filter_map")

    def factory(down):
        def up(x):
            v = rt.call_proc(block, [x])
            return down(v) if rt.truthy(v) else False

        return up

    return _then(self, factory, "filter_map")


@_lz.method("flat_map", "collect_concat")
def lz_flat_map(rt, self, *, block=None):
    _need(rt, block, "flat_map")

    def factory(down):
        def up(x):
            v = rt.call_proc(block, [x])
            if isinstance(v, RArray):
                return any(down(y) for y in list(v))
            return down(v)

        return up

    return _then(self, factory, "flat_map")


@_lz.method("take_while")
def lz_take_while(rt, self, *, block=None):
    _need(rt, block, "take_while")

    def factory(down):
        return lambda x: down(x) if rt.truthy(rt.call_proc(block, [x])) else True

    return _then(self, factory, "take_while")


@_lz.method("drop_while")
def lz_drop_while(rt, self, *, block=None):
    _need(rt, block, "drop_while")

    def factory(down):
        dropping = [True]

        def up(x):
            if dropping[0] and rt.truthy(rt.call_proc(block, [x])):
                return False
            dropping[0] = False
            return down(x)

        return up

    return _then(self, factory, "drop_while")


@_lz.method("take")
def lz_take(rt, self, n):
    n = num2long(rt, n)
    if n < 0:
        raise rt.error("ArgumentError", "attempt to take negative size")

    def factory(down):
        seen = [0]

        def up(x):
            if seen[0] >= n:
                return True
            seen[0] += 1
            return down(x) or seen[0] >= n

        return up

    return _then(self, factory, "take")


@_lz.method("drop")
def lz_drop(rt, self, n):
    n = num2long(rt, n)
    if n < 0:
        raise rt.error("ArgumentError", "attempt to drop negative size")

    def factory(down):
        seen = [0]

        def up(x):
            if seen[0] < n:
                seen[0] += 1
                return False
            return down(x)

        return up

    return _then(self, factory, "drop")


@_lz.method("with_index", "each_with_index")
def lz_with_index(rt, self, offset=0, *, block=None):
    def factory(down):
        i = [offset or 0]

        def up(x):
            k = i[0]
            i[0] = k + 1
            if block is not None:
                rt.call_proc(block, [x, k])
                return down(x)
            return down(RArray([x, k]))

        return up

    return _then(self, factory, "with_index")


@_lz.method("uniq")
def lz_uniq(rt, self, *, block=None):
    def factory(down):
        seen: set = set()

        def up(x):
            k = hkey(rt.call_proc(block, [x]) if block is not None else x)
            if k in seen:
                return False
            seen.add(k)
            return down(x)

        return up

    return _then(self, factory, "uniq")


@_lz.method("compact")
def lz_compact(rt, self):
    return _then(self, lambda down: lambda x: False if x is None else down(x), "compact")


@_lz.method("first")
def lz_first(rt, self, *args):
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    n = num2long(rt, args[0]) if args else None  # before any iteration, as MRI
    if n is not None and n < 0:
        raise rt.error("ArgumentError", "attempt to take negative size")
    out: list = []
    limit = 1 if n is None else n
    if limit <= 0:
        return RArray()

    def sink(x):
        out.append(x)
        return len(out) >= limit

    lazy_scan(rt, self, sink)
    if n is None:
        return out[0] if out else None
    return RArray(out)


@_lz.method("to_a", "force", "entries")
def lz_to_a(rt, self):
    out: list = []
    lazy_scan(rt, self, lambda x: out.append(x))
    return RArray(out)


@_lz.method("each")
def lz_each(rt, self, *, block=None):
    if block is None:
        return self
    lazy_scan(rt, self, lambda x: rt.call_proc(block, [x]) and False)
    return self


@_lz.method("eager")
def lz_eager(rt, self):
    return make_enumerator(rt, self, "each", [])


@_lz.method("lazy")
def lz_lazy(rt, self):
    return self


@_lz.method("size")
def lz_size(rt, self):
    return None


@_lz.method("inspect", "to_s")
def lz_inspect(rt, self):
    text = f"#<Enumerator::Lazy: {rt.inspect(self.source)}>"
    for name in self.desc:
        text = f"#<Enumerator::Lazy: {text}:{name}>"
    return RString(text)


def setup(rt: Runtime) -> None:
    klass = rt.define_class("Enumerator")
    klass.include(rt.Enumerable)
    rt.Enumerator = klass
    rt.define_class("Lazy", klass, under=klass)
    rt.define_class("Yielder", rt.Object, under=klass)
    rt.define_class("Generator", rt.Object, under=klass)
    for table in TABLES:
        table.install(rt)
