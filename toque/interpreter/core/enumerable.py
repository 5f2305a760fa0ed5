"""Enumerable: everything built on `each`, through `scan` (which can stop early).

Array, Hash and Range are walked directly; other receivers through their Ruby `each`.
Hash entries arrive as [key, value] arrays, which blocks destructure into |k, v|.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.autoload import autoload
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.number_ops import num2long
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import RArray, RHash, RRange, RSymbol, hkey

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 140  # installed at start-up, in this order (core/discover.py)

m = Builtins("Enumerable")


class Stop(BaseException):
    """Ends a `scan` of a Ruby `each` from inside its block (not a Ruby exception)."""


def pack(args: list) -> Any:
    """The one value a block yielding `args` gives Enumerable methods."""
    if len(args) == 1:
        return args[0]
    return RArray(args) if args else None


def scan(rt: Runtime, recv: Any, fn: Callable[[Any], Any]) -> bool:
    """Call `fn(item)` for each item until it returns true; return whether it stopped."""
    cls = recv.__class__
    if cls is RArray:
        i = 0
        while i < len(recv):  # the array may change while it is walked, as in Ruby
            if fn(recv[i]):
                return True
            i += 1
        return False
    if cls is RHash:
        for k, v in recv.items():
            if fn(RArray([k, v])):
                return True
        return False
    if cls is RRange:
        from toque.interpreter.core.range_lib import range_iter

        for x in range_iter(rt, recv):
            if fn(x):
                return True
        return False
    token = Stop()

    def each_block(rt_: Runtime, args: list, block: Any) -> Any:
        if fn(pack(args)):
            raise token
        return None

    try:
        rt.send(recv, "each", [], RProc(None, None, None, False, each_block))
    except Stop as s:
        if s is not token:
            raise
        return True
    return False


def collect(rt: Runtime, recv: Any) -> list:
    """Every item, as a Python list."""
    if recv.__class__ is RArray:
        return list(recv)
    out: list = []
    scan(rt, recv, out.append)
    return out


def enum_for(rt: Runtime, recv: Any, meth: str, args: list | None = None) -> Any:
    from toque.interpreter.core.enumerator import make_enumerator

    return make_enumerator(rt, recv, meth, args or [])


def yielder(rt: Runtime, block: Any) -> Callable[[Any], Any]:
    """A Python function calling the block with one item."""
    call = rt.call_proc
    return lambda x: call(block, [x])


def pattern_test(rt: Runtime, pattern: Any) -> Callable[[Any], bool]:
    return lambda x: rt.truthy(rt.send(pattern, "===", [x]))


# -- mapping and filtering -------------------------------------------------------------------


@m.method("map", "collect")
def map_(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "map")
    out: list = []
    f = yielder(rt, block)
    scan(rt, self, lambda x: out.append(f(x)))
    return RArray(out)


@m.method("flat_map", "collect_concat")
def flat_map(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "flat_map")
    out: list = []
    f = yielder(rt, block)

    def add(x: Any) -> None:
        v = f(x)
        if isinstance(v, RArray):
            out.extend(v)
        else:
            out.append(v)

    scan(rt, self, add)
    return RArray(out)


@m.method("select", "filter", "find_all")
def select(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "select")
    out: list = []
    f, t = yielder(rt, block), rt.truthy
    scan(rt, self, lambda x: t(f(x)) and out.append(x))
    return RArray(out)


@m.method("reject")
def reject(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "reject")
    out: list = []
    f, t = yielder(rt, block), rt.truthy
    scan(rt, self, lambda x: None if t(f(x)) else out.append(x))
    return RArray(out)


@m.method("filter_map")
def filter_map(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "filter_map")
    out: list = []
    f, t = yielder(rt, block), rt.truthy

    def add(x: Any) -> None:
        v = f(x)
        if t(v):
            out.append(v)

    scan(rt, self, add)
    return RArray(out)


@m.method("grep")
def grep(rt, self, pattern, *, block=None):
    return _grep(rt, self, pattern, block, True)


@m.method("grep_v")
def grep_v(rt, self, pattern, *, block=None):
    return _grep(rt, self, pattern, block, False)


def _grep(rt: Runtime, recv: Any, pattern: Any, block: Any, want: bool) -> RArray:
    test = pattern_test(rt, pattern)
    out = RArray()
    for x in collect(rt, recv):
        if test(x) is want:  # the block runs right after its match: it may read $~
            out.append(rt.call_proc(block, [x]) if block is not None else x)
    return out


@m.method("partition")
def partition(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "partition")
    yes: list = []
    no: list = []
    f, t = yielder(rt, block), rt.truthy
    scan(rt, self, lambda x: (yes if t(f(x)) else no).append(x))
    return RArray([RArray(yes), RArray(no)])


@m.method("group_by")
def group_by(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "group_by")
    h = RHash()
    f = yielder(rt, block)

    def add(x: Any) -> None:
        k = f(x)
        group = h.get(k)
        if group is None:
            group = RArray()
            h.set(k, group)
        group.append(x)

    scan(rt, self, add)
    return h


@m.method("tally")
def tally(rt, self, into=None):
    h = into if isinstance(into, RHash) else RHash()
    scan(rt, self, lambda x: h.set(x, h.get(x, 0) + 1))
    return h


@m.method("uniq")
def uniq(rt, self, *, block=None):
    seen: set = set()
    out: list = []
    f = yielder(rt, block) if block is not None else None

    def add(x: Any) -> None:
        k = hkey(f(x) if f else x)
        if k not in seen:
            seen.add(k)
            out.append(x)

    scan(rt, self, add)
    return RArray(out)


@m.method("to_a", "entries")
def to_a(rt, self, *args):
    return RArray(collect(rt, self))


@m.method("to_h")
def to_h(rt, self, *, block=None):
    return pairs_to_hash(rt, collect(rt, self), block)


def pairs_to_hash(rt: Runtime, items: list, block: Any) -> RHash:
    h = RHash()
    for i, x in enumerate(items):
        pair = rt.call_proc(block, [x]) if block is not None else x
        if not isinstance(pair, RArray):
            name = rt.real_class(pair).name
            raise rt.error("TypeError", f"wrong element type {name} at {i} (expected array)")
        if len(pair) != 2:
            raise rt.error(
                "ArgumentError", f"wrong array length at {i} (expected 2, was {len(pair)})"
            )
        h.set(pair[0], pair[1])
    return h


@m.method("to_set")
def to_set(rt, self, *, block=None):
    klass = rt.const_get("Set") if "Set" in rt.Object.consts else None
    if klass is None:
        klass = autoload(rt, "Set")
    items = RArray(collect(rt, self))
    return rt.send(klass, "new", [items], block)


@m.method("zip")
def zip_(rt, self, *others, block=None):
    return zip_lists(rt, collect(rt, self), others, block)


def _zip_arg(rt: Runtime, o: Any) -> list:
    if not rt.responds(o, "each"):
        name = rt.real_class(o).name
        raise rt.error("TypeError", f"wrong argument type {name} (must respond to :each)")
    return collect(rt, o)


def zip_lists(rt: Runtime, items: list, others: tuple, block: Any) -> Any:
    lists = [o if isinstance(o, RArray) else _zip_arg(rt, o) for o in others]
    rows = RArray(
        RArray([x] + [lst[i] if i < len(lst) else None for lst in lists])
        for i, x in enumerate(items)
    )
    if block is None:
        return rows
    for row in rows:
        rt.call_proc(block, [row])
    return None


# -- searching -------------------------------------------------------------------------------


@m.method("find", "detect")
def find(rt, self, ifnone=None, *, block=None):
    if block is None:
        return enum_for(rt, self, "find")
    found: list = []
    f, t = yielder(rt, block), rt.truthy
    scan(rt, self, lambda x: t(f(x)) and (found.append(x) or True))
    if found:
        return found[0]
    return rt.send(ifnone, "call", []) if ifnone is not None else None


@m.method("find_index")
def find_index(rt, self, *args, block=None):
    if not args and block is None:
        return enum_for(rt, self, "find_index")
    if args:
        target = args[0]

        def test(x):
            return rt.equal(x, target)
    else:
        f = yielder(rt, block)

        def test(x):
            return rt.truthy(f(x))

    i = [0]

    def step(x: Any) -> bool:
        if test(x):
            return True
        i[0] += 1
        return False

    return i[0] if scan(rt, self, step) else None


@m.method("include?", "member?")
def include(rt, self, value):
    return scan(rt, self, lambda x: rt.equal(x, value))


@m.method("first")
def first(rt, self, *args):
    out: list = []
    if not args:
        scan(rt, self, lambda x: out.append(x) or True)
        return out[0] if out else None
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    n = num2long(rt, args[0])  # before any iteration: `cycle.first(Float::NAN)` ends
    if n < 0:
        raise rt.error("ArgumentError", "attempt to take negative size")
    if n == 0:
        return RArray()
    scan(rt, self, lambda x: out.append(x) or len(out) >= n)
    return RArray(out)


@m.method("take")
def take(rt, self, n):
    n = num2long(rt, n)
    if n < 0:
        raise rt.error("ArgumentError", "attempt to take negative size")
    return first(rt, self, n)


@m.method("drop")
def drop(rt, self, n):
    n = num2long(rt, n)
    if n < 0:
        raise rt.error("ArgumentError", "attempt to drop negative size")
    return RArray(collect(rt, self)[n:])


@m.method("take_while")
def take_while(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "take_while")
    out: list = []
    f, t = yielder(rt, block), rt.truthy
    scan(rt, self, lambda x: not t(f(x)) or out.append(x))
    return RArray(out)


@m.method("drop_while")
def drop_while(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "drop_while")
    out: list = []
    f, t = yielder(rt, block), rt.truthy
    dropping = [True]

    def step(x: Any) -> None:
        if dropping[0] and t(f(x)):
            return
        dropping[0] = False
        out.append(x)

    scan(rt, self, step)
    return RArray(out)


# -- predicates and counting -----------------------------------------------------------------


def _test(rt: Runtime, args: tuple, block: Any) -> Callable[[Any], bool]:
    if args:
        return pattern_test(rt, args[0])
    if block is not None:
        f, t = yielder(rt, block), rt.truthy
        return lambda x: t(f(x))
    return lambda x: x is not None and x is not False


@m.method("any?")
def any_(rt, self, *args, block=None):
    test = _test(rt, args, block)
    return scan(rt, self, test)


@m.method("all?")
def all_(rt, self, *args, block=None):
    test = _test(rt, args, block)
    return not scan(rt, self, lambda x: not test(x))


@m.method("none?")
def none(rt, self, *args, block=None):
    test = _test(rt, args, block)
    return not scan(rt, self, test)


@m.method("one?")
def one(rt, self, *args, block=None):
    test = _test(rt, args, block)
    hits = [0]

    def step(x: Any) -> bool:
        if test(x):
            hits[0] += 1
        return hits[0] > 1

    scan(rt, self, step)
    return hits[0] == 1


@m.method("count")
def count(rt, self, *args, block=None):
    if args:
        target = args[0]

        def test(x):
            return rt.equal(x, target)
    elif block is not None:
        test = _test(rt, (), block)
    else:
        return len(collect(rt, self))
    n = [0]
    scan(rt, self, lambda x: test(x) and n.__setitem__(0, n[0] + 1))
    return n[0]


# -- iteration -------------------------------------------------------------------------------


@m.method("each_with_index")
def each_with_index(rt, self, *args, block=None):
    if block is None:
        return enum_for(rt, self, "each_with_index")
    i = [0]
    call = rt.call_proc

    def step(x: Any) -> None:
        call(block, [x, i[0]])
        i[0] += 1

    scan(rt, self, step)
    return self


@m.method("each_with_object")
def each_with_object(rt, self, memo, *, block=None):
    if block is None:
        return enum_for(rt, self, "each_with_object", [memo])
    call = rt.call_proc
    scan(rt, self, lambda x: call(block, [x, memo]) and False)
    return memo


@m.method("each_entry")
def each_entry(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "each_entry")
    f = yielder(rt, block)
    scan(rt, self, lambda x: f(x) and False)
    return self


@m.method("reverse_each")
def reverse_each(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "reverse_each")
    for x in reversed(collect(rt, self)):
        rt.call_proc(block, [x])
    return self


@m.method("each_slice")
def each_slice(rt, self, n, *, block=None):
    n = num2long(rt, n)
    if n <= 0:
        raise rt.error("ArgumentError", "invalid slice size")
    if block is None:
        return enum_for(rt, self, "each_slice", [n])
    buf: list = []

    def step(x: Any) -> None:
        buf.append(x)
        if len(buf) == n:
            chunk = RArray(buf)
            buf.clear()
            rt.call_proc(block, [chunk])

    scan(rt, self, step)
    if buf:
        rt.call_proc(block, [RArray(buf)])
    return self


@m.method("each_cons")
def each_cons(rt, self, n, *, block=None):
    n = num2long(rt, n)
    if n <= 0:
        raise rt.error("ArgumentError", "invalid size")
    if block is None:
        return enum_for(rt, self, "each_cons", [n])
    buf: list = []

    def step(x: Any) -> None:
        buf.append(x)
        if len(buf) > n:
            del buf[0]
        if len(buf) == n:
            rt.call_proc(block, [RArray(buf)])

    scan(rt, self, step)
    return self


@m.method("cycle")
def cycle(rt, self, n=None, *, block=None):
    if block is None:
        return enum_for(rt, self, "cycle", [n] if n is not None else [])
    n = None if n is None else num2long(rt, n)  # before any iteration, as MRI
    if n is not None and n <= 0:
        return None
    items = collect(rt, self)
    if not items:
        return None
    times = 0
    while n is None or times < n:
        for x in items:
            rt.call_proc(block, [x])
        times += 1
    return None


def _chunks(rt: Runtime, items: list, split: Callable[[Any, Any], bool]) -> list:
    out: list = []
    for x in items:
        if out and not split(out[-1][-1], x):
            out[-1].append(x)
        else:
            out.append(RArray([x]))
    return out


@m.method("chunk_while")
def chunk_while(rt, self, *, block=None):
    t = rt.truthy
    rows = _chunks(rt, collect(rt, self), lambda a, b: not t(rt.call_proc(block, [a, b])))
    return enum_for(rt, RArray(rows), "each")


@m.method("slice_when")
def slice_when(rt, self, *, block=None):
    t = rt.truthy
    rows = _chunks(rt, collect(rt, self), lambda a, b: t(rt.call_proc(block, [a, b])))
    return enum_for(rt, RArray(rows), "each")


@m.method("chunk")
def chunk(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "chunk")
    rows: list = []
    last_key: list = []
    for x in collect(rt, self):
        key = rt.call_proc(block, [x])
        if key is None or (isinstance(key, RSymbol) and key.name == "_separator"):
            last_key = []
            continue
        if last_key and rt.equal(last_key[0], key):
            rows[-1][1].append(x)
        else:
            rows.append(RArray([key, RArray([x])]))
            last_key = [key]
    return enum_for(rt, RArray(rows), "each")


@m.method("slice_before")
def slice_before(rt, self, *args, block=None):
    test = _test(rt, args, block)
    rows = _chunks(rt, collect(rt, self), lambda a, b: test(b))
    return enum_for(rt, RArray(rows), "each")


@m.method("slice_after")
def slice_after(rt, self, *args, block=None):
    test = _test(rt, args, block)
    rows = _chunks(rt, collect(rt, self), lambda a, b: test(a))
    return enum_for(rt, RArray(rows), "each")


@m.method("lazy")
def lazy(rt, self):
    from toque.interpreter.core.enumerator import RLazy

    return RLazy(self)


@m.method("compact")
def compact(rt, self):
    return RArray(x for x in collect(rt, self) if x is not None)


@m.method("chain")
def chain(rt, self, *others):
    # an Enumerator over self's items then each other's (MRI's Enumerator::Chain)
    from toque.interpreter.core.enumerator import make_enumerator

    items = collect(rt, self)
    for other in others:
        items.extend(collect(rt, other))
    return make_enumerator(rt, RArray(items), "each", [])
