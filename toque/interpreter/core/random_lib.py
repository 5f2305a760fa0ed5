"""Random: seeded generators (Random.new(seed).rand), and Random.rand."""

from __future__ import annotations

import random
from typing import Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.numeric import INF, is_num, num2long, to_int
from toque.interpreter.model.objects import RObject, RRange, RString
from toque.interpreter.model.signals import RubyError

# made by `define(rt)` on first use (core/discover.py)
AUTOLOAD = ("Random",)

_MAX_BYTES = 2**30  # the longest random string made
r = Builtins("Random")
rs = Builtins("Random", singleton=True)


def _gen(self: RObject) -> random.Random:
    return self.ivars["@__gen"]


def _domain_error(rt: Any) -> RubyError:
    import errno
    import os

    from toque.interpreter.core.file_lib import errno_class

    klass = errno_class(rt, errno.EDOM)
    return RubyError(rt.new_exception(klass, RString(os.strerror(errno.EDOM))))


def _float_value(rt: Any, v: float) -> float:
    if v != v or v in (INF, -INF):  # random.c's float_value: no NaN, no infinity
        raise _domain_error(rt)
    return v


def _range_draw(rt: Any, gen: random.Random, rng: RRange) -> Any:
    """random.c's rand_range: a value in the range, None when it is empty."""
    lo, hi = rng.first, rng.last
    if lo is None or hi is None:
        raise _domain_error(rt)
    if not (is_num(lo) and is_num(hi)):
        return False  # no numeric range: the caller's own error
    if lo.__class__ is int and hi.__class__ is int:
        span = hi - lo + (0 if rng.excl else 1)
        return lo + gen.randrange(span) if span > 0 else None
    lo, span = float(lo), _float_value(rt, float(hi) - float(lo))
    if span < 0.0 or (rng.excl and span == 0.0):
        return None
    if span == 0.0:
        return lo
    return lo + gen.random() * span


def draw(rt: Any, gen: random.Random, limit: Any = None, *args: Any) -> Any:
    """Random#rand and Random.rand (random.c's rand_random): a Float in [0, 1), an
    Integer below a positive Integer, a Float below a positive Float, a value in a Range;
    an empty or negative limit is "invalid argument", a NaN or infinite one Errno::EDOM."""
    if args:
        raise rt.arity_error(len(args) + 1, "0..1")
    value = _draw(rt, gen, limit)
    if value is False:
        to_int(rt, limit)  # the TypeError of a limit that is no number
    if value is None or value is False:
        raise rt.error("ArgumentError", f"invalid argument - {rt.to_s(limit)}")
    return value


def _draw(rt: Any, gen: random.Random, limit: Any) -> Any:
    """The value, None (an invalid limit) or False (no number)."""
    if limit is None:
        return None
    if limit.__class__ is int:
        return gen.randrange(limit) if limit > 0 else None
    if limit.__class__ is float:
        top = _float_value(rt, limit)
        if top < 0.0:
            return None
        return gen.random() * top if top > 0.0 else gen.random()
    if isinstance(limit, RRange):
        return _range_draw(rt, gen, limit)
    if isinstance(limit, RObject) and rt.responds(limit, "to_int"):
        return _draw(rt, gen, to_int(rt, limit))
    return False


def kernel_rand(rt: Any, gen: Any, limit: Any = None) -> Any:
    """Kernel#rand (random.c's rb_f_rand): a Range gives its value or nil when empty;
    otherwise the limit becomes an Integer (a Float truncated, its sign dropped) and 0
    means a Float in [0, 1)."""
    if isinstance(limit, RRange):
        value = _range_draw(rt, gen, limit)
        if value is not False:
            return value
    if limit is not None:
        top = abs(to_int(rt, limit))
        if top:
            return gen.randrange(top)
    return gen.random()


def secure_number(rt: Any, gen: Any, limit: Any = None) -> Any:
    """Random::Formatter#random_number (SecureRandom): as Random#rand, but an invalid limit
    gives a Float in [0, 1) and only something that is no number is an error."""
    value = _draw(rt, gen, limit)
    if value is False:
        raise rt.error("ArgumentError", f"invalid argument - {rt.to_s(limit)}")
    return gen.random() if value is None else value


def byte_count(rt: Any, n: Any) -> int:
    """A random string's length: negative is MRI's "negative string size"."""
    count = num2long(rt, n)
    if count < 0:
        raise rt.error("ArgumentError", "negative string size (or size too big)")
    if count > _MAX_BYTES:  # where MRI would be allocating gigabytes
        raise rt.error("NoMemoryError", "failed to allocate memory")
    return count


@r.method("initialize", visibility="private")
def initialize(rt, self, *args):
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    seed = to_int(rt, args[0]) if args else random.SystemRandom().getrandbits(64)
    self.ivars["@__gen"] = random.Random(seed)
    self.ivars["@__seed"] = seed
    return None


@r.method("rand")
def rand(rt, self, *args):
    return draw(rt, _gen(self), *args) if args else _gen(self).random()


@r.method("seed")
def seed(rt, self):
    return self.ivars["@__seed"]


@r.method("bytes")
def bytes_(rt, self, n):
    count = byte_count(rt, to_int(rt, n))
    return RString("".join(chr(_gen(self).randrange(256)) for _ in range(count)))


@rs.method("rand")
def class_rand(rt, self, *args):
    # the module-level generator, like Kernel#rand
    return draw(rt, random, *args) if args else random.random()


@rs.method("new_seed")
def new_seed(rt, self):
    return random.SystemRandom().getrandbits(128)


def define(rt: Any) -> None:
    if "Random" not in rt.Object.consts:
        rt.define_class("Random")
    r.install(rt)
    rs.install(rt)
