"""Random: seeded generators (Random.new(seed).rand), and Random.rand."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RObject, RRange, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# made by `define(rt)` on first use (core/discover.py)
AUTOLOAD = ("Random",)

r = Builtins("Random")
rs = Builtins("Random", singleton=True)


def _gen(self: RObject) -> random.Random:
    return self.ivars["@__gen"]


def draw(rt: Runtime, gen: random.Random, limit: Any = None) -> Any:
    """`rand`, `rand(10)`, `rand(1.5)`, `rand(1..6)` with one generator."""
    if limit is None:
        return gen.random()
    if isinstance(limit, float):
        return gen.random() * limit
    if isinstance(limit, RRange):
        lo, hi = limit.first, limit.last
        if isinstance(lo, float) or isinstance(hi, float):
            return lo + gen.random() * (hi - lo)
        return gen.randint(lo, hi - 1 if limit.excl else hi)
    if not isinstance(limit, int) or limit <= 0:
        raise rt.error("ArgumentError", f"invalid argument - {rt.inspect(limit)}")
    return gen.randrange(limit)


@r.method("initialize", visibility="private")
def initialize(rt, self, seed=None):
    seed = random.SystemRandom().getrandbits(64) if seed is None else int(seed)
    self.ivars["@__gen"] = random.Random(seed)
    self.ivars["@__seed"] = seed
    return None


@r.method("rand")
def rand(rt, self, limit=None):
    return draw(rt, _gen(self), limit)


@r.method("seed")
def seed(rt, self):
    return self.ivars["@__seed"]


@r.method("bytes")
def bytes_(rt, self, n):

    return RString("".join(chr(_gen(self).randrange(256)) for _ in range(int(n))))


@rs.method("rand")
def class_rand(rt, self, limit=None):
    return draw(rt, random, limit)  # the module-level generator, like Kernel#rand


@rs.method("new_seed")
def new_seed(rt, self):
    return random.SystemRandom().getrandbits(128)


def define(rt: Runtime) -> None:
    if "Random" not in rt.Object.consts:
        rt.define_class("Random")
    r.install(rt)
    rs.install(rt)
