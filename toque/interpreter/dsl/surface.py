"""The recipe DSL's Ruby surface, listed: every method the DSL declares in Python with the
Builtins registry (`Chef::Recipe`, `Chef::Resource`, `Chef::Node`, `Chef::RunContext`…),
with its Ruby arity — what the vocabulary, the docs and the tests read.

Found by looking, never by a list: every module of this package that holds a `Builtins`
table is part of it, and so is every `Templates` table (methods whose names a run decides,
listed by a shown name: `Chef::Resource#<property>`).
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
from dataclasses import dataclass
from typing import Any

from toque.interpreter.core.builtins import Builtins, Templates, wrap


@dataclass(frozen=True)
class Word:
    target: str  # the Ruby class or module, e.g. "Chef::Recipe"
    singleton: bool  # a class method (`Chef.run_context`)
    name: str
    arity: int
    visibility: str
    module: str  # the Python module declaring it


def tables() -> list[tuple[str, Builtins | Templates]]:
    """(module name, table) for every Builtins (and Templates) table of the DSL's modules."""
    import toque.interpreter.dsl as package

    found = []
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        if info.ispkg:
            continue
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        for value in vars(module).values():
            if isinstance(value, (Builtins, Templates)):
                found.append((module.__name__, value))
    return found


def surface() -> list[Word]:
    """The DSL's Python-declared Ruby methods, sorted by class and name."""
    words = set()
    for module, table in tables():
        if isinstance(table, Templates):  # names a run decides: listed by their shown name
            for shown, fn, bound in table.entries:
                arity = wrap(functools.partial(fn, *[None] * bound))[1]
                words.add(Word(table.target, False, shown, arity, "public", module))
            continue
        for names, fn, visibility in table.entries:
            arity = wrap(fn)[1]
            for name in names:
                words.add(Word(table.target, table.singleton, name, arity, visibility, module))
    return sorted(words, key=lambda w: (w.target, w.singleton, w.name))


def describe(words: list[Any]) -> str:
    return "\n".join(
        f"{w.target}{'.' if w.singleton else '#'}{w.name}  arity {w.arity}" for w in words
    )


if __name__ == "__main__":
    print(describe(surface()))
