"""Ruby values that Python has no exact twin for: String, Symbol, Array, Hash, Range, objects.

nil, true, false, Integer and Float are Python's None, True, False, int and float.
Everything else a Ruby program can hold is one of the classes here, or a module/class
object from `toque.interpreter.model.classes`.
"""

from __future__ import annotations

from typing import Any

from toque.runtime.values import inspect


class RObject:
    """An instance of a Ruby class defined in Ruby (or of Object itself)."""

    __slots__ = ("cls", "ivars", "frozen", "singleton")

    def __init__(self, cls: Any) -> None:
        self.cls = cls
        self.ivars: dict[str, Any] = {}
        self.frozen = False
        self.singleton = None  # the object's own class, made on first `def obj.x`

    def ruby_inspect(self) -> str:
        """How messages outside Ruby (property validation) show the object."""
        return f"#<{self.cls.name or 'Object'}>"


class RString:
    """A mutable Ruby String (text only: toque has no byte strings or encodings).

    `v` is the text. Appending (`append`, for `<<` and `concat`) collects pieces and
    joins them when `v` is next read: building a long string piece by piece must not
    copy it on every append.
    """

    # `enc`: the encoding a String carries (core/encoding.py); None for the UTF-8 text
    # (or bytes of a digest) almost every String is
    __slots__ = ("_v", "_tail", "frozen", "enc")

    def __init__(self, v: str = "", frozen: bool = False) -> None:
        self._v = v
        self._tail: list[str] | None = None
        self.frozen = frozen
        self.enc = None

    @property
    def v(self) -> str:
        if self._tail is not None:
            self._v = self._v + "".join(self._tail)
            self._tail = None
        return self._v

    @v.setter
    def v(self, value: str) -> None:
        self._v = value
        self._tail = None

    def append(self, text: str) -> None:
        if self._tail is None:
            self._tail = [text]
        else:
            self._tail.append(text)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RString) and other.v == self.v

    def __hash__(self) -> int:
        return hash(self.v)

    def __repr__(self) -> str:
        return f"RString({self.v!r})"


class RSymbol:
    """An interned Ruby Symbol: `sym("a") is sym("a")`."""

    __slots__ = ("name",)
    _table: dict[str, RSymbol] = {}

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f":{self.name}"

    def ruby_inspect(self) -> str:
        return repr(self)


def sym(name: str) -> RSymbol:
    s = RSymbol._table.get(name)
    if s is None:
        s = RSymbol._table[name] = RSymbol(name)
    return s


class RArray(list):
    """A Ruby Array: a Python list that can be frozen."""

    __slots__ = ("frozen",)

    def __init__(self, items: Any = ()) -> None:
        super().__init__(items)
        self.frozen = False


class FloatKey:
    """A Float as a Hash key: 1.0 and 1 are different keys in Ruby (1.eql?(1.0) is false)."""

    __slots__ = ("f",)

    def __init__(self, f: float) -> None:
        self.f = f

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FloatKey) and (
            other.f == self.f or (other.f != other.f and self.f != self.f)
        )

    def __hash__(self) -> int:
        return hash(("f", self.f))


_TRUE_KEY = ("true",)
_FALSE_KEY = ("false",)


def hkey(value: Any) -> Any:
    """The Python dict key for a Ruby Hash key, following Ruby's `eql?` and `hash`."""
    cls = value.__class__
    if cls is RString:
        return value.v
    if cls is int or cls is RSymbol or value is None:
        return value
    if cls is bool:
        return _TRUE_KEY if value else _FALSE_KEY
    if cls is float:
        return FloatKey(value)
    if cls is RArray:
        return ("a",) + tuple(hkey(x) for x in value)
    if cls is RHash:
        return ("h",) + tuple((k, hkey(v)) for k, v in value.data.items())
    if cls is RRange:
        return ("r", hkey(value.first), hkey(value.last), value.excl)
    if isinstance(value, RString):  # a String subclass's instance: String's eql? and hash
        return value.v
    if isinstance(value, RArray):
        return ("a",) + tuple(hkey(x) for x in value)
    if isinstance(value, RHash):
        return ("h",) + tuple((k, hkey(v)) for k, v in value.data.items())
    return ObjectKey(value)


class ObjectKey:
    """Any other object as a key: by identity, unless its class defines eql?/hash in Ruby."""

    __slots__ = ("obj", "h")
    hooks: Any = None  # set by the interpreter: (hash_fn, eql_fn) calling Ruby methods

    def __init__(self, obj: Any) -> None:
        self.obj = obj
        hooks = ObjectKey.hooks
        self.h = hooks[0](obj) if hooks else id(obj)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ObjectKey):
            return False
        if other.obj is self.obj:
            return True
        hooks = ObjectKey.hooks
        return bool(hooks and hooks[1](self.obj, other.obj))

    def __hash__(self) -> int:
        return self.h


class RHash:
    """A Ruby Hash: insertion-ordered, keys compared with `eql?`, with defaults."""

    __slots__ = ("data", "keys", "default", "default_proc", "frozen", "compare_by_id", "kw")

    def __init__(self) -> None:
        self.data: dict[Any, Any] = {}  # hkey -> value
        self.keys: dict[Any, Any] = {}  # hkey -> the key as given
        self.default: Any = None
        self.default_proc: Any = None
        self.frozen = False
        self.compare_by_id = False
        self.kw = False  # made from `f(a: 1)`/`f(**h)`: keyword arguments, not a Hash argument

    @classmethod
    def from_pairs(cls, pairs: Any) -> RHash:
        h = cls()
        for k, v in pairs:
            h.set(k, v)
        return h

    def set(self, key: Any, value: Any) -> None:
        if key.__class__ is RString and not key.frozen:
            key = RString(key.v, frozen=True)  # Ruby dups and freezes String keys
        k = hkey(key)
        if k not in self.keys:
            self.keys[k] = key
        self.data[k] = value

    def get(self, key: Any, missing: Any = None) -> Any:
        return self.data.get(hkey(key), missing)

    def has(self, key: Any) -> bool:
        return hkey(key) in self.data

    def delete(self, key: Any, missing: Any = None) -> Any:
        k = hkey(key)
        if k in self.data:
            del self.keys[k]
            return self.data.pop(k)
        return missing

    def items(self) -> list[tuple[Any, Any]]:
        keys = self.keys
        return [(keys[k], v) for k, v in self.data.items()]

    def key_list(self) -> list[Any]:
        return list(self.keys.values())

    def __len__(self) -> int:
        return len(self.data)


class RRange:
    __slots__ = ("first", "last", "excl", "frozen")

    def __init__(self, first: Any, last: Any, excl: bool) -> None:
        self.first = first
        self.last = last
        self.excl = excl
        self.frozen = True

    def ruby_inspect(self) -> str:

        ends = [
            "" if v is None else inspect(v.v if v.__class__ is RString else v)
            for v in (self.first, self.last)
        ]
        return ends[0] + ("..." if self.excl else "..") + ends[1]
