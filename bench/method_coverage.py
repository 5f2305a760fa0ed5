"""Which methods do real cookbooks call, and does toque's core library have them?

Parses every .rb file under the given folders, counts the names of method calls made
with an explicit receiver (`x.each`, `File.join`) — the core-library surface; bare
names are mostly the recipe DSL — and reports the top N and which of them no builtin
class or module of toque defines.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from toque.errors import ToqueError
from toque.grammar import ast as A
from toque.grammar.files import parse_file

CODE_DIRS = {"recipes", "attributes", "resources", "providers", "libraries", "definitions"}


def calls(node, counter: Counter) -> None:
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, list):
            stack.extend(n)
        elif isinstance(n, A.Node):
            if isinstance(n, A.Call) and n.receiver is not None and n.name[0].isalpha():
                counter[n.name] += 1
            for f in A.fields(n)[3:]:
                stack.append(getattr(n, f.name))


def defined_names() -> set[str]:
    from toque.interpreter.core.autoload import AUTOLOAD, autoload
    from toque.interpreter.model.classes import RModule
    from toque.interpreter.model.signals import RubyError
    from toque.interpreter.model.world import Runtime
    from toque.interpreter.program import Evaluator

    rt = Runtime()
    Evaluator(rt, file="coverage.rb")  # the Ruby world's evaluator: core files load through it
    for name in AUTOLOAD:
        try:
            autoload(rt, name)
        except RubyError:  # a constant MRI 3.1 refuses too (SortedSet)
            pass
    names: set[str] = set()
    seen = set()
    todo = [rt.Object]
    while todo:
        mod = todo.pop()
        if id(mod) in seen:
            continue
        seen.add(id(mod))
        names.update(k for k, v in mod.methods.items() if v is not None)
        if mod.singleton is not None:
            todo.append(mod.singleton)
        todo.extend(v for v in mod.consts.values() if isinstance(v, RModule))
        todo.extend(mod.includes)
    return names


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("folders", nargs="+")
    ap.add_argument("--top", type=int, default=200)
    args = ap.parse_args()
    counter: Counter = Counter()
    files = 0
    for folder in args.folders:
        for path in Path(folder).rglob("*.rb"):
            if not CODE_DIRS & set(path.parts) or {"spec", "test", "tests"} & set(path.parts):
                continue  # cookbook code, not its tests (rspec's `to`, `and_return`…)
            try:
                calls(parse_file(path), counter)
                files += 1
            except (ToqueError, RecursionError):
                pass
    have = defined_names()
    top = counter.most_common(args.top)
    missing = [(n, c) for n, c in top if n not in have]
    print(f"{files} files, {len(counter)} distinct method names called with a receiver")
    print(f"top {len(top)}: {len(top) - len(missing)} defined by toque's core library")
    for name, count in missing:
        print(f"  missing: {name} ({count} calls)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
