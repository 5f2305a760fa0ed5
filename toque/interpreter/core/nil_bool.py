"""NilClass, TrueClass and FalseClass: conversions and the non-short-circuit operators."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RArray, RHash, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 160  # installed at start-up, in this order (core/discover.py)

nil = Builtins("NilClass")
true = Builtins("TrueClass")
false = Builtins("FalseClass")


def _truthy(value: Any) -> bool:
    return value is not None and value is not False


@nil.method("to_s")
def nil_to_s(rt, self):
    return RString("", frozen=True)


@nil.method("to_a")
def nil_to_a(rt, self):
    return RArray()


@nil.method("to_h")
def nil_to_h(rt, self):
    return RHash()


@nil.method("to_i")
def nil_to_i(rt, self):
    return 0


@nil.method("to_f")
def nil_to_f(rt, self):
    return 0.0


@nil.method("inspect")
def nil_inspect(rt, self):
    return RString("nil")


@nil.method("nil?")
def nil_nil(rt, self):
    return True


@nil.method("&")
@false.method("&")
def falsy_and(rt, self, other):
    return False


@nil.method("|", "^")
@false.method("|", "^")
def falsy_or(rt, self, other):
    return _truthy(other)


@nil.method("=~")
def nil_match(rt, self, other):
    return None


@true.method("to_s", "inspect")
def true_to_s(rt, self):
    return RString("true", frozen=True)


@false.method("to_s", "inspect")
def false_to_s(rt, self):
    return RString("false", frozen=True)


@true.method("&")
def true_and(rt, self, other):
    return _truthy(other)


@true.method("|")
def true_or(rt, self, other):
    return True


@true.method("^")
def true_xor(rt, self, other):
    return not _truthy(other)


@true.method("!")
def true_not(rt, self):
    return False


@nil.method("!")
@false.method("!")
def falsy_not(rt, self):
    return True


@nil.method("==", "===", "eql?", "equal?")
@true.method("==", "===", "eql?", "equal?")
@false.method("==", "===", "eql?", "equal?")
def same(rt, self, other):
    return self is other


@nil.method("hash")
@true.method("hash")
@false.method("hash")
def hash_(rt, self):
    return {None: 8, True: 20, False: 0}[self]


@nil.method("dup", "clone")
@true.method("dup", "clone")
@false.method("dup", "clone")
def dup(rt, self, *args):
    return self


def setup(rt: Runtime) -> None:
    # nil, true and false are the only instances of their classes
    for klass in (rt.NilClass, rt.TrueClass, rt.FalseClass):
        rt.singleton_class(klass).define("new", None)  # type: ignore[arg-type]
        rt.singleton_class(klass).define("allocate", None)  # type: ignore[arg-type]
