"""Random, Kernel#rand and srand, giving MRI's exact sequences for a seed.

MRI and Python share the Mersenne Twister (MT19937) but seed it differently: MRI uses
`init_genrand` for a seed of one 32-bit word and `init_by_array` for longer ones, and
draws integers below a limit by masking and retrying (`limited_rand`). Here the state is
seeded as MRI does and handed to a Python `random.Random` (`setstate`), whose
`getrandbits(32)` is MT's `genrand_int32` and whose `random()` is MRI's 53-bit float.
"""

from __future__ import annotations

import math
import os
import random
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RObject, RRange

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# made by `define(rt)` on first use (core/discover.py)
AUTOLOAD = ("Random",)

r = Builtins("Random")
rs = Builtins("Random", singleton=True)

N = 624
MASK32 = 0xFFFFFFFF
_MAX_BYTES = 2**30  # the longest random string made
FIXNUM_MAX = 2**62 - 1


# -- the generator -------------------------------------------------------------------------


def _init_genrand(s: int) -> list[int]:
    mt = [0] * N
    mt[0] = s & MASK32
    for i in range(1, N):
        prev = mt[i - 1]
        mt[i] = (1812433253 * (prev ^ (prev >> 30)) + i) & MASK32
    return mt


def _init_by_array(key: list[int]) -> list[int]:
    mt = _init_genrand(19650218)
    i, j = 1, 0
    length = len(key)
    for _ in range(max(N, length)):
        prev = mt[i - 1]
        mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1664525)) + key[j] + j) & MASK32
        i += 1
        j += 1
        if i >= N:
            mt[0] = mt[N - 1]
            i = 1
        if j >= length:
            j = 0
    for _ in range(N - 1):
        prev = mt[i - 1]
        mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1566083941)) - i) & MASK32
        i += 1
        if i >= N:
            mt[0] = mt[N - 1]
            i = 1
    mt[0] = 0x80000000
    return mt


def seeded(seed: int) -> random.Random:
    """A generator in the state MRI's `rand_init` gives for `seed`."""
    n = abs(seed)
    key = []
    while n:
        key.append(n & MASK32)
        n >>= 32
    if not key:
        key = [0]
    if len(key) > 1 and key[-1] == 1:  # MRI's "leading-zero-guard" word
        key.pop()
    state = _init_genrand(key[0]) if len(key) <= 1 else _init_by_array(key)
    gen = random.Random()
    gen.setstate((3, (*state, N), None))
    return gen


def new_seed() -> int:
    """Random.new_seed: 128 random bits, with MRI's guard word when the top one is 0 or 1."""
    words = [int.from_bytes(os.urandom(4), "little") for _ in range(4)]
    if words[-1] <= 1:
        words.append(1)
    return sum(w << (32 * i) for i, w in enumerate(words))


def _mask(x: int) -> int:
    return (1 << x.bit_length()) - 1


def limited(gen: random.Random, limit: int) -> int:
    """An integer in 0..limit (inclusive), drawn as MRI's limited_rand / limited_big_rand."""
    if limit == 0:
        return 0
    bits = gen.getrandbits
    if limit <= MASK32:
        mask = _mask(limit)
        while True:
            val = bits(32) & mask
            if val <= limit:
                return val
    if limit <= FIXNUM_MAX:  # an unsigned long: two words, the high one first
        mask = _mask(limit)
        while True:
            val = 0
            for shift in (32, 0):
                if (mask >> shift) & MASK32:
                    val |= bits(32) << shift
                    val &= mask
                    if limit < val:
                        break
            else:
                return val
    return _limited_big(gen, limit)


def _limited_big(gen: random.Random, limit: int) -> int:
    words = []
    n = limit
    while n:
        words.append(n & MASK32)
        n >>= 32
    while True:
        out = [0] * len(words)
        mask = 0
        boundary = True
        retry = False
        for i in range(len(words) - 1, -1, -1):
            lim = words[i]
            mask = MASK32 if mask else _mask(lim)
            rnd = 0
            if mask:
                rnd = gen.getrandbits(32) & mask
                if boundary:
                    if lim < rnd:
                        retry = True
                        break
                    if rnd < lim:
                        boundary = False
            out[i] = rnd
        if not retry:
            return sum(w << (32 * i) for i, w in enumerate(out))


def real(gen: random.Random, excl: bool = True) -> float:
    """A float in [0, 1) (or [0, 1] with `excl` false, for `rand(1.0..2.0)`)."""
    if excl:
        return gen.random()
    a, b = gen.getrandbits(32), gen.getrandbits(32)
    x = (a << 32) | b
    return float((x * ((1 << 53) | 1)) >> 64) * 2.0**-53


# -- rand(max) as Random#rand, Random.rand and Kernel#rand read it ------------------------------


def _domain_error(rt: Runtime) -> Any:
    import errno

    from toque.interpreter.core.file_paths import os_error

    return os_error(rt, OSError(errno.EDOM, "EDOM"), "")


def _float_value(rt: Runtime, x: float) -> float:
    if math.isinf(x) or math.isnan(x):
        raise _domain_error(rt)
    return x


def rand_int(gen: random.Random, vmax: int, restrictive: bool) -> int | None:
    if vmax == 0:
        return None
    if vmax < 0:
        if restrictive:
            return None
        vmax = -vmax
    return limited(gen, vmax - 1)


def rand_range(rt: Runtime, gen: random.Random, rng: RRange) -> Any:
    """A number of `rng` (False: not a range; None: an empty one)."""
    beg, end, excl = rng.first, rng.last, rng.excl
    if beg is None or end is None:
        raise _domain_error(rt)
    if not rt.responds(end, "-"):
        return False  # ends that do not subtract: no range to draw from
    vmax = rt.send(end, "-", [beg])
    v: Any = None
    if isinstance(vmax, int) and not isinstance(vmax, bool):
        top = vmax - (1 if excl else 0)
        if top >= 0:
            v = limited(gen, top)
    elif isinstance(vmax, float):
        scale, mid = 1, 0.5
        top = vmax
        if math.isinf(top):
            low = _float_value(rt, float(beg)) / 2.0
            top = _float_value(rt, float(end)) / 2.0
            scale, mid = 2, top + low
            top -= low
        elif math.isnan(top):
            raise _domain_error(rt)
        if top > 0.0:
            x = real(gen, excl)
            if scale > 1:
                return ((x - 0.5) * top) * scale + mid
            v = x * top
        elif top == 0.0 and not excl:
            v = 0.0
    else:
        conv = rt.send(vmax, "to_int", []) if rt.responds(vmax, "to_int") else None
        if conv is None:
            raise rt.error("ArgumentError", f"invalid argument - {rt.inspect(rng)}")
        top = conv - (1 if excl else 0)
        v = limited(gen, top) if top >= 0 else None
    if v is None:
        return None
    if isinstance(beg, int) and isinstance(v, int):
        return beg + v
    if isinstance(v, float) and isinstance(beg, (int, float)):
        return v + float(beg)
    return rt.send(beg, "+", [v])


def rand_random(rt: Runtime, gen: random.Random, args: tuple) -> Any:
    """Random#rand and Random.rand: nil or False for an argument they refuse."""
    if not args:
        return real(gen)
    vmax = args[0]
    if vmax is None:
        return None
    if isinstance(vmax, RRange):
        return rand_range(rt, gen, vmax)
    if isinstance(vmax, float):
        top = _float_value(rt, vmax)
        if top < 0.0:
            return None
        x = real(gen)
        return x * top if top > 0.0 else x
    if isinstance(vmax, int) and not isinstance(vmax, bool):
        return rand_int(gen, vmax, True)
    if rt.responds(vmax, "to_int"):
        return rand_int(gen, rt.send(vmax, "to_int", []), True)
    return False


def secure_number(rt: Runtime, gen: Any, limit: Any = None) -> Any:
    """Random::Formatter#random_number (SecureRandom): as Random#rand, but an invalid limit
    gives a Float in [0, 1) and only something that is no number is an error."""
    value = rand_random(rt, gen, (limit,))
    if value is False:
        raise rt.error("ArgumentError", f"invalid argument - {rt.to_s(limit)}")
    return real(gen) if value is None else value


def byte_count(rt: Runtime, n: Any) -> int:
    """A random string's length: negative is MRI's "negative string size"."""
    from toque.interpreter.core.number_ops import num2long

    count = num2long(rt, n)
    if count < 0:
        raise rt.error("ArgumentError", "negative string size (or size too big)")
    if count > _MAX_BYTES:  # where MRI would be allocating gigabytes
        raise rt.error("NoMemoryError", "failed to allocate memory")
    return count


def checked(rt: Runtime, v: Any, arg: Any) -> Any:
    if v is False:  # no number at all: MRI's NUM2LONG of it (a TypeError)
        from toque.interpreter.core.number_ops import num2long

        num2long(rt, arg)
    if v is None or v is False:
        raise rt.error("ArgumentError", f"invalid argument - {rt.to_s(arg)}")
    return v


# -- Random objects ---------------------------------------------------------------------------


def _gen(self: RObject) -> random.Random:
    return self.ivars["@__gen"]


def _to_seed(rt: Runtime, seed: Any) -> int:
    """rb_to_int: a Float truncated (FloatDomainError for NaN), else to_int or TypeError."""
    from toque.interpreter.core.number_ops import to_int

    return to_int(rt, seed)


@r.method("initialize", visibility="private")
def initialize(rt, self, *args):
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    seed = _to_seed(rt, args[0]) if args else new_seed()
    self.ivars["@__gen"] = seeded(seed)
    self.ivars["@__seed"] = seed
    return None


@r.method("rand", "random_number")
def rand(rt, self, *args):
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    return checked(rt, rand_random(rt, _gen(self), args), args[0] if args else None)


@r.method("seed")
def seed(rt, self):
    return self.ivars["@__seed"]


@r.method("bytes")
def bytes_(rt, self, n):
    return random_bytes(rt, _gen(self), n)


def random_bytes(rt: Runtime, gen: random.Random, n: Any) -> Any:
    """`n` bytes, four from each 32-bit draw, low byte first (as MRI)."""
    from toque.interpreter.core.binary import binary

    count = byte_count(rt, _to_seed(rt, n))
    out = bytearray()
    while len(out) < count:
        out += gen.getrandbits(32).to_bytes(4, "little")
    from toque.interpreter.core.encoding import BINARY

    result = binary(bytes(out[:count]))
    result.enc = BINARY
    return result


@r.method("==")
def equal(rt, self, other):
    return (
        isinstance(other, RObject)
        and rt.real_class(other) is rt.real_class(self)
        and _gen(self).getstate() == _gen(other).getstate()
        and self.ivars["@__seed"] == other.ivars["@__seed"]
    )


@r.method("initialize_copy", visibility="private")
def initialize_copy(rt, self, other):
    if rt.real_class(other) is not rt.real_class(self):  # Object#initialize_copy's check
        raise rt.error("TypeError", "initialize_copy should take same class object")
    gen = random.Random()
    gen.setstate(_gen(other).getstate())
    self.ivars["@__gen"] = gen
    self.ivars["@__seed"] = other.ivars["@__seed"]
    return self


# -- the default generator: Random.rand, Kernel#rand, srand --------------------------------------


def default(rt: Runtime) -> random.Random:
    """This runtime's default generator (seeded on first use, as MRI's is)."""
    gen = getattr(rt, "random_default", None)
    if gen is None:
        reseed(rt, new_seed())
        gen = rt.random_default
    return gen


def reseed(rt: Runtime, seed: int) -> Any:
    old = getattr(rt, "random_seed", 0)
    rt.random_default = seeded(seed)
    rt.random_seed = seed
    return old


@rs.method("rand", "random_number")
def class_rand(rt, self, *args):
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    return checked(rt, rand_random(rt, default(rt), args), args[0] if args else None)


@rs.method("bytes")
def class_bytes(rt, self, n):
    return random_bytes(rt, default(rt), n)


@rs.method("seed")
def class_seed(rt, self):
    default(rt)
    return rt.random_seed


@rs.method("new_seed")
def class_new_seed(rt, self):
    return new_seed()


@rs.method("srand")
def srand(rt, self, *args):
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    default(rt)
    return reseed(rt, _to_seed(rt, args[0]) if args else new_seed())


@rs.method("urandom")
def urandom(rt, self, n):
    from toque.interpreter.core.binary import binary

    size = _to_seed(rt, n)
    if size < 0:
        raise rt.error("ArgumentError", "negative string size (or size too big)")
    return binary(os.urandom(size))


def kernel_rand(rt: Runtime, vmax: Any = None) -> Any:
    """`rand`, `rand(10)` (0..9), `rand(-10)` (also 0..9), `rand(1.5)` (rand(1): 0),
    `rand(1..6)`; a range that is empty gives nil."""
    gen = default(rt)
    if vmax is not None:
        if isinstance(vmax, RRange):
            v = rand_range(rt, gen, vmax)
            if v is not False:
                return v
        vmax = _to_seed(rt, vmax)  # a Float truncated; NaN is FloatDomainError
        if vmax != 0:
            v = rand_int(gen, vmax, False)
            if v is not None:
                return v
    return real(gen)


def pick(rt: Runtime, randgen: Any, limit: int) -> int:
    """An integer in 0..limit from `random:` (Array#shuffle/sample): a Random object draws
    itself; another object is asked `rand(limit + 1)`, as MRI does."""
    if randgen is None or randgen is rt.Object.consts.get("Random"):
        return limited(default(rt), limit)
    if isinstance(randgen, RObject) and "@__gen" in randgen.ivars:
        return limited(_gen(randgen), limit)
    v = rt.send(randgen, "rand", [limit + 1])
    if not isinstance(v, int):
        v = rt.send(v, "to_int", [])
    if v < 0:
        raise rt.error("RangeError", f"random number too small {v}")
    if v > limit:
        raise rt.error("RangeError", f"random number too big {v}")
    return v


def define(rt: Runtime) -> None:
    if "Random" not in rt.Object.consts:
        rt.define_class("Random")
    r.install(rt)
    rs.install(rt)
    rt.define_module("Formatter", rt.Object.consts["Random"])  # its methods are Random's
