"""Plain record classes without `dataclasses`: what `@dataclass` gave the classes every run
builds (Span, RunContext, Change…), written out.

Importing `dataclasses` pulls in `inspect` (with `ast`, `dis`, `tokenize`), and each
`@dataclass` compiles its methods with `exec` when its module loads: together ~10% of the
CPU of an empty `toque apply` (issue 17). A record class lists its fields in `_fields`
and writes its own `__init__` (as fast as a dataclass's); this base gives the rest as
`@dataclass` did: `repr` naming each field, `==` between records of one class comparing
the fields in order, `__match_args__`, and, for a frozen record (`FrozenRecord`), no
assignment after `__init__` and a hash of the fields. `replace` and `as_dict` stand for
`dataclasses.replace` and `dataclasses.asdict` (one level deep: these records hold no
records).
"""

from __future__ import annotations

from typing import Any, ClassVar


def _frozen(message: str) -> AttributeError:
    """dataclasses' FrozenInstanceError (an AttributeError), as a frozen dataclass raises:
    the module is imported on this error's path only, never at start-up."""
    from dataclasses import FrozenInstanceError

    return FrozenInstanceError(message)


class Record:
    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.__match_args__ = cls._fields

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._fields)

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__qualname__}({shown})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment] - mutable and compared by value: unhashable


class FrozenRecord(Record):
    """A record whose fields are set once, by `__init__` (through `object.__setattr__`)."""

    __slots__ = ()

    def __setattr__(self, name: str, value: Any) -> None:
        raise _frozen(f"cannot assign to field '{name}'")

    def __delattr__(self, name: str) -> None:
        raise _frozen(f"cannot delete field '{name}'")

    def __hash__(self) -> int:
        return hash(self._values())

    def __reduce__(self) -> tuple[Any, ...]:  # copy, deepcopy, pickle: through __init__
        return type(self), self._values()


def replace(record: Any, **changes: Any) -> Any:
    """A new record of the same class, with `changes` over `record`'s fields."""
    values = {name: getattr(record, name) for name in record._fields}
    unknown = set(changes) - set(values)
    if unknown:
        raise TypeError(f"{type(record).__qualname__} has no field {sorted(unknown)[0]!r}")
    values.update(changes)
    return type(record)(**values)


def as_dict(record: Any) -> dict[str, Any]:
    """The fields by name, as `dataclasses.asdict` gives them (lists and dicts copied)."""
    import copy

    return {name: copy.deepcopy(getattr(record, name)) for name in record._fields}
