"""`docs/resources.md`: every resource type toque knows, with its actions and properties, from
the resource registry (the core cookbook's Ruby resources included) — generated, never edited
by hand: `python -m toque.resource_docs` rewrites it, and a test checks it agrees with the code."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

OUTPUT = Path(__file__).resolve().parents[1] / "docs" / "resources.md"

HEADER = """# Resources

Every resource type toque knows, generated from its resource registry by
`python -m toque.resource_docs` (do not edit by hand; a test checks this file against the
code). The default action is in **bold**. The properties every resource has (`ignore_failure`,
`retries`, `retry_delay`, `sensitive`, `guard_interpreter`, `compile_time`, `umask`…) are
listed once, below the table. Chef's resources for other platforms are known by name and fail
when run: they are listed apart.
"""


def _registry() -> Any:
    from toque.interpreter.dsl.core_cookbook import load_core
    from toque.interpreter.dsl.node_bridge import new_node
    from toque.interpreter.model.world import Runtime
    from toque.session import start_run

    rt = Runtime(stdout=io.StringIO())
    dsl = start_run(rt, new_node())
    load_core(rt, dsl)
    return dsl.ctx.registry


def _cell(words: list[str]) -> str:
    return ", ".join(words) if words else "—"


def _property_names(cls: type, common: frozenset[str]) -> list[str]:
    names = []
    for name, prop in cls.properties.items():
        if name in common:
            continue
        shown = f"`{name}`"
        if prop.aliases:
            shown += " (" + ", ".join(f"`{a}`" for a in prop.aliases) + ")"
        names.append(shown)
    return sorted(names)


def generate() -> str:
    from toque.runtime.resource import COMMON_PROPERTIES
    from toque.stdlib_cookbooks.core.other_platforms import OtherPlatformResource

    registry = _registry()
    by_class: dict[type, list[str]] = {}
    for name, cls in sorted(registry.resources.items()):
        by_class.setdefault(cls, []).append(name)
    rows, elsewhere = [], []
    for names in by_class.values():  # the core cookbook's auto names (`core_sudo`) last
        names.sort(key=lambda n: (n.startswith("core_"), n))
    for cls, names in sorted(by_class.items(), key=lambda item: item[1][0]):
        words = ", ".join(f"`{n}`" for n in names)
        if issubclass(cls, OtherPlatformResource):
            elsewhere.append((cls.platform, names[0]))
            continue
        actions = [f"**:{a}**" if a == cls.default_action else f":{a}" for a in cls.actions]
        if cls.default_action not in cls.actions:
            actions.insert(0, f"**:{cls.default_action}**")
        props = _property_names(cls, COMMON_PROPERTIES)
        rows.append(f"| {words} | {_cell(actions)} | {_cell(props)} |")
    out = [HEADER, "| resource | actions | properties |", "|---|---|---|", *rows, ""]
    common = ", ".join(f"`{p}`" for p in sorted(COMMON_PROPERTIES))
    out.append(f"Properties of every resource: {common}.\n")
    out.append("## Other platforms\n")
    out.append("Declared, guarded or left at `:nothing` they compile; run, they fail with "
               "`Chef::Exceptions::ProviderNotFound` (\"… is not supported on this platform\").\n")  # fmt: skip
    for platform in sorted({p for p, _ in elsewhere}):
        names = sorted(n for p, n in elsewhere if p == platform)
        out.append(f"- {platform}: " + ", ".join(f"`{n}`" for n in names))
    return "\n".join(out) + "\n"


def main() -> None:
    OUTPUT.write_text(generate(), encoding="utf-8")
    print(f"wrote {OUTPUT}")


if __name__ == "__main__":
    main()
