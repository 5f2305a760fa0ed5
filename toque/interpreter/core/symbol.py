"""Symbol: interned names (`RSymbol`); most text methods answer as the name's String would."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.encoding import ENCODINGS
from toque.interpreter.core.inspect import inspect_symbol
from toque.interpreter.core.string import cmp_name, str_arg
from toque.interpreter.core.string import start_with as string_start_with
from toque.interpreter.core.string_chars import succ_text
from toque.interpreter.core.string_index import aref as string_aref
from toque.interpreter.model.objects import RArray, RString, RSymbol, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 70  # installed at start-up, in this order (core/discover.py)

y = Builtins("Symbol")


def name_of(rt: Runtime, value: Any) -> str:
    if isinstance(value, RSymbol):
        return value.name

    return str_arg(rt, value)


@y.method("to_s", "id2name")
def to_s(rt, self):
    return RString(self.name)


@y.method("name")
def name(rt, self):
    return RString(self.name, frozen=True)


@y.method("to_sym")
def to_sym(rt, self):
    return self


@y.method("to_proc")
def to_proc(rt, self):
    return rt.to_proc(self)


@y.method("inspect")
def inspect(rt, self):
    return RString(inspect_symbol(self.name))


@y.method("==", "===", "eql?", "equal?")
def equal(rt, self, other):
    return self is other


@y.method("hash")
def hash_(rt, self):
    return hash(("sym", self.name)) & 0xFFFFFFFFFFFF


@y.method("<=>")
def cmp(rt, self, other):
    if not isinstance(other, RSymbol):
        return None
    a, b = self.name, other.name
    return 0 if a == b else (-1 if a < b else 1)


def compare(rt: Runtime, a: RSymbol, b: Any) -> int:
    if not isinstance(b, RSymbol):
        raise rt.error("ArgumentError", f"comparison of Symbol with {cmp_name(rt, b)} failed")
    return 0 if a.name == b.name else (-1 if a.name < b.name else 1)


@y.method("<")
def lt(rt, self, other):
    return compare(rt, self, other) < 0


@y.method("<=")
def le(rt, self, other):
    return compare(rt, self, other) <= 0


@y.method(">")
def gt(rt, self, other):
    return compare(rt, self, other) > 0


@y.method(">=")
def ge(rt, self, other):
    return compare(rt, self, other) >= 0


@y.method("length", "size")
def length(rt, self):
    return len(self.name)


@y.method("empty?")
def empty(rt, self):
    return not self.name


@y.method("upcase")
def upcase(rt, self, *opts):
    return sym(self.name.upper())


@y.method("downcase")
def downcase(rt, self, *opts):
    return sym(self.name.lower())


@y.method("capitalize")
def capitalize(rt, self, *opts):
    n = self.name
    return sym(n[:1].upper() + n[1:].lower())


@y.method("swapcase")
def swapcase(rt, self, *opts):
    return sym(self.name.swapcase())


@y.method("succ", "next")
def succ(rt, self):

    return sym(succ_text(self.name))


@y.method("[]", "slice")
def aref(rt, self, key, length=None):

    return string_aref(rt, RString(self.name), key, length)


@y.method("start_with?")
def start_with(rt, self, *prefixes):

    return string_start_with(rt, RString(self.name), *prefixes)


@y.method("end_with?")
def end_with(rt, self, *suffixes):
    return any(self.name.endswith(name_of(rt, s)) for s in suffixes)


@y.method("=~")
def match_op(rt, self, other):
    return rt.send(RString(self.name), "=~", [other])


@y.method("match")
def match(rt, self, *args, block=None):
    return rt.send(RString(self.name), "match", list(args), block)


@y.method("match?")
def match_p(rt, self, *args):
    return rt.send(RString(self.name), "match?", list(args))


@y.method("casecmp")
def casecmp(rt, self, other):
    if not isinstance(other, RSymbol):
        return None
    a, b = self.name.lower(), other.name.lower()
    return 0 if a == b else (-1 if a < b else 1)


@y.method("casecmp?")
def casecmp_p(rt, self, other):
    if not isinstance(other, RSymbol):
        return None
    return self.name.casefold() == other.name.casefold()


@y.method("encoding")
def encoding(rt, self):

    return ENCODINGS["US-ASCII" if self.name.isascii() else "UTF-8"]


@y.method("dup", "clone", "+@", "-@")
def dup(rt, self, *args):
    return self


ys = Builtins("Symbol", singleton=True)


@ys.method("all_symbols")
def all_symbols(rt, self):

    return RArray(RSymbol._table.values())
