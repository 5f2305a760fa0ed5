"""The recipe DSL's Ruby surface, listed: every method the DSL declares in Python with the
Builtins registry (`Chef::Recipe`, `Chef::Resource`, `Chef::Node`, `Chef::RunContext`…),
with its Ruby arity — what the vocabulary, the docs and the tests read.

Found by looking, never by a list: every module of this package that holds a `Builtins`
table is part of it.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from typing import Any

from toque.interpreter.core.builtins import Builtins, wrap


@dataclass(frozen=True)
class Word:
    target: str  # the Ruby class or module, e.g. "Chef::Recipe"
    singleton: bool  # a class method (`Chef.run_context`)
    name: str
    arity: int
    visibility: str
    module: str  # the Python module declaring it


def tables() -> list[tuple[str, Builtins]]:
    """(module name, table) for every Builtins table of the DSL's modules."""
    import toque.interpreter.dsl as package

    found = []
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        if info.ispkg:
            continue
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        for value in vars(module).values():
            if isinstance(value, Builtins):
                found.append((module.__name__, value))
    return found


def surface() -> list[Word]:
    """The DSL's Python-declared Ruby methods, sorted by class and name."""
    words = set()
    for module, table in tables():
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
