"""What Tab offers: resource types, properties and actions in a resource block, node keys,
local variables, methods and shell commands. Pure functions of the shell and the text."""

from __future__ import annotations

import inspect
import re
from dataclasses import dataclass
from typing import Any

from toque.repl.blocks import enclosing_resource
from toque.repl.shell_commands import COMMANDS

_WORD = re.compile(r"[A-Za-z_]\w*[?!]?$")
_NODE = re.compile(r"""node((?:\[\s*(?:'[^']*'|"[^"]*"|:\w+)\s*\])*)\[\s*(['"]?)([\w.-]*)$""")
_KEY = re.compile(r"""\[\s*(?:'([^']*)'|"([^"]*)"|:(\w+))\s*\]""")
_ACTION = re.compile(r"^\s*action\b[\s(]*\[?\s*(?::\w+\s*,\s*)*:?(\w*)$")
_BLOCK_WORDS = {
    "action": "the action(s) to take",
    "only_if": "guard: run only if the block/command succeeds",
    "not_if": "guard: skip if the block/command succeeds",
    "notifies": "notify another resource when this one changes",
    "subscribes": "react when another resource changes",
}
_TYPE_NAMES = {
    "str": "String",
    "int": "Integer",
    "bool": "true/false",
    "float": "Float",
    "Sym": "Symbol",
    "NoneType": "nil",
    "RString": "String",
    "RArray": "Array",
    "RSymbol": "Symbol",
    "list": "Array",
    "dict": "Hash",
}
# properties every resource has: listed after the resource's own
_COMMON = (
    "ignore_failure",
    "retries",
    "retry_delay",
    "sensitive",
    "guard_interpreter",
    "compile_time",
)


@dataclass(frozen=True)
class Candidate:
    text: str  # what replaces the word before the cursor
    start: int  # where that word starts: a negative offset from the cursor
    meta: str = ""  # shown beside it in the menu
    display: str | None = None


def complete(core: Any, before: str, explicit: bool = False) -> list[Candidate]:
    """Candidates for the cursor at the end of `before` (the entry up to the cursor)."""
    if not core.ready:
        return _commands(before, _word(before)) if "\n" not in before else []
    line = before.rpartition("\n")[2]
    node = _NODE.search(line)
    if node:
        return _node_keys(core, node)
    if core.mode.recipe:
        block = enclosing_resource(before, core.session.ctx.registry.resources)
        if block is not None and block.innermost:
            found = _in_block(core, block, line, explicit)
            if found is not None:
                return found
    word = _word(line)
    if not word and not explicit or line[: len(line) - len(word)].endswith((".", "::", ":", "@")):
        return []
    found = _commands(before, word) if line.strip() == before.strip() else []
    if core.mode.recipe:
        found += _resource_types(core, word)
    found += _names(core, word)
    return found


def _word(line: str) -> str:
    m = _WORD.search(line)
    return m.group(0) if m else ""


def _commands(before: str, word: str) -> list[Candidate]:
    if before.strip() != word:
        return []
    return [
        Candidate(n, -len(word), cmd.help)
        for cmd in COMMANDS
        for n in (cmd.name, *cmd.aliases)
        if n.startswith(word)
    ]


def _resource_types(core: Any, word: str) -> list[Candidate]:
    types = core.session.ctx.registry.resources
    return [
        Candidate(name, -len(word), describe(types[name]))
        for name in sorted(types)
        if name.startswith(word)
    ]


def describe(resource_class: Any) -> str:
    """A resource type's one-line description, from its docstring."""
    doc = (inspect.getdoc(resource_class) or "").split("\n", 1)[0]
    return doc.split("  ", 1)[0].strip().rstrip(".")


def _names(core: Any, word: str) -> list[Candidate]:
    found = [Candidate(n, -len(word), "local") for n in core.mode.local_names()]
    found += [Candidate(n, -len(word), "method") for n in user_methods(core)]
    return [c for c in found if c.text.startswith(word) and c.text != word]


def user_methods(core: Any) -> list[str]:
    """Methods defined by the shell's entries (or loaded files)."""
    session = core.session
    owners = [session.rt.Object, getattr(getattr(session, "dsl", None), "recipe_class", None)]
    out = set()
    for owner in filter(None, owners):
        for name, method in owner.methods.items():
            node = getattr(method, "node", None)
            if node is not None and getattr(node, "file", None) in core.sources:
                out.add(name)
    return sorted(out)


def _in_block(core: Any, block: Any, line: str, explicit: bool) -> list[Candidate] | None:
    """Inside `type "name" do`: property names at a line's start, actions after `action`."""
    cls = core.session.ctx.registry.resources[block.type]
    action = _ACTION.match(line)
    if action:
        word = action.group(1)
        start = -len(word) - (1 if line[: len(line) - len(word)].endswith(":") else 0)
        return [
            Candidate(f":{a}", start, "action" + (" (default)" if a == cls.default_action else ""))
            for a in cls.allowed_actions()
            if a.startswith(word)
        ]
    m = re.fullmatch(r"\s*(\w*)", line)
    if not m:
        return None
    word = m.group(1)
    if not word and not explicit:  # no menu on every new line of a block: Tab shows it
        return []
    found = [
        Candidate(name, -len(word), property_meta(prop))
        for name, prop in sorted(cls.properties.items(), key=lambda np: np[0] in _COMMON)
        if name.startswith(word)
    ]
    found += [Candidate(w, -len(word), d) for w, d in _BLOCK_WORDS.items() if w.startswith(word)]
    return [c for c in found if c.text != word]


def property_meta(prop: Any) -> str:
    types = [_TYPE_NAMES.get(t.__name__, t.__name__) for t in prop.types if hasattr(t, "__name__")]
    text = " | ".join(dict.fromkeys(types)) or "any"
    if prop.required is True:
        text += ", required"
    if prop.name_property:
        text += ", name property"
    return f"property: {text}"


def _node_keys(core: Any, m: re.Match[str]) -> list[Candidate]:
    value = core.session.node.merged()
    for k in _KEY.finditer(m.group(1)):
        value = _lookup(value, k.group(1) or k.group(2) or k.group(3))
        if value is None:
            return []
    quote, prefix = m.group(2) or "'", m.group(3)
    start = -len(prefix) - len(m.group(2))
    return [
        Candidate(f"{quote}{key}{quote}]", start, _kind(sub), display=key)
        for key, sub in _items(value)
        if key.startswith(prefix)
    ]


def _items(value: Any) -> list[tuple[str, Any]]:
    if not hasattr(value, "items"):
        return []
    out = []
    for k, v in value.items():
        name = k if isinstance(k, str) else getattr(k, "v", None)
        if name is None:
            name = getattr(k, "name", None)
        if isinstance(name, str):
            out.append((name, v))
    return out


def _lookup(value: Any, key: str) -> Any:
    return dict(_items(value)).get(key)


def _kind(value: Any) -> str:
    if hasattr(value, "items"):
        return "Hash"
    name = type(value).__name__
    return _TYPE_NAMES.get(name, name)
