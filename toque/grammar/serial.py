"""The AST as plain data (tuples, lists, str, int, float, bool, None) and back, for the cache.

Loading plain data runs no code, unlike unpickling: a node is `(class number, line, col,
*fields)` (every node of a file's tree has that file's name, given once) and is rebuilt only
by the decoder of a class in the table below. Data that does not fit (an unknown class
number, a wrong shape) is `BadTree`.
"""

from __future__ import annotations

from typing import Any

from toque.grammar import ast as A
from toque.grammar.ast import fields

CLASSES: tuple[type[A.Node], ...] = tuple(A.NODE_CLASSES[name] for name in sorted(A.NODE_CLASSES))
_NODE_TYPES = {"Node", *A.NODE_CLASSES}


class BadTree(ValueError):
    """The data is not a tree this version of toque wrote."""


def _kind(annotation: str) -> str:
    """What a field holds, from its annotation: "node", "nodes" (a list) or "scalar"."""
    head = annotation.split(" | ")[0]
    if head.startswith("list[") and head[5:-1] in _NODE_TYPES:
        return "nodes"
    if head in _NODE_TYPES:
        return "node"
    return "scalar"


_KINDS = tuple(tuple(_kind(str(f.type)) for f in fields(cls)[1:]) for cls in CLASSES)


def encode(node: A.Node, file: str) -> tuple:
    """`node` and its subtree as plain data; `BadTree` if a node field holds no node, a
    list field no list of nodes, or a node comes from another file than `file`."""
    try:
        return _encoders()[type(node)](node, file)
    except (KeyError, TypeError) as e:
        raise BadTree(f"{type(e).__name__}: {e}") from None  # KeyError: a class that is no node


def _encoder_source(number: int, cls: type[A.Node]) -> str:
    """One function per class, the mirror of its decoder. A value that is not what its
    field's type says fails here (KeyError, TypeError), so a decoder never meets one."""
    out = [str(number)]
    body = [
        f"def encode_{number}(n, f):",
        "    if n.file != f: raise TypeError(f'a node of {n.file} in the tree of {f}')",
    ]
    for i, (field, kind) in enumerate(zip(fields(cls)[1:], _KINDS[number], strict=True)):
        if kind == "scalar":
            out.append(f"n.{field.name}")
            continue
        body.append(f"    x{i} = n.{field.name}")
        if kind == "node":
            out.append(f"None if x{i} is None else E[type(x{i})](x{i}, f)")
        else:
            body.append(f"    if x{i} is not None and type(x{i}) is not list: raise TypeError")
            out.append(f"None if x{i} is None else [E[type(y)](y, f) for y in x{i}]")
    return "\n".join([*body, f"    return ({', '.join(out)},)"])


def decode_tree(data: Any, file: str) -> A.Seq:
    """The tree `encode` made of the `Seq` of `file`; `BadTree` for anything else."""
    if type(data) is not tuple or not data or type(data[0]) is not int or data[0] < 0:
        raise BadTree("the data is not a node")
    try:
        tree = _DECODERS[data[0]](data, file)
    except (IndexError, KeyError, TypeError, ValueError, AttributeError, RecursionError) as e:
        raise BadTree(f"{type(e).__name__}: {e}") from None
    if type(tree) is not A.Seq:
        raise BadTree("the top of the tree is not a Seq")
    return tree


def _decoder_source(number: int, cls: type[A.Node]) -> str:
    """One function per class, setting the slots directly: a hit on the cache rebuilds
    every node of every recipe, and one call per node is what keeps it well under a parse.
    The unpacking also checks the field count (ValueError)."""
    names = [f.name for f in fields(cls)[1:]]
    targets = []
    body = []
    for i, (name, kind) in enumerate(zip(names, _KINDS[number], strict=True)):
        if kind == "scalar":
            targets.append(f"n.{name}")
            continue
        targets.append(f"x{i}")
        if kind == "node":
            body.append(f"    n.{name} = None if x{i} is None else D[x{i}[0]](x{i}, f)")
        else:  # a list, rebuilt in place: no new list, no comprehension frame
            body += [
                f"    if x{i}:",
                f"        for j in range(len(x{i})):",
                f"            y = x{i}[j]",
                f"            x{i}[j] = D[y[0]](y, f)",
                f"    n.{name} = x{i}",
            ]
    head = [f"def decode_{number}(d, f):", f"    n = new(C{number})", "    n.file = f"]
    unpack = [f"    _, {', '.join(targets)}, = d"]
    return "\n".join(head + unpack + body + ["    return n"])


def decoders_source() -> str:
    """The source of every class's decoder (`decode_<n>` for class number n)."""
    return "\n".join(_decoder_source(n, cls) for n, cls in enumerate(CLASSES))


def _build_decoders() -> tuple[Any, ...]:
    from toque.grammar.codegen import run_generated  # bytecode of generated code

    names: dict[str, Any] = {"new": object.__new__}
    names.update({f"C{i}": cls for i, cls in enumerate(CLASSES)})
    # our own table's code, never the data's (one module for all classes: a start-up cost)
    namespace = run_generated("_gen_decoders", decoders_source(), names)
    # a tuple, not a dict: indexing it is the fastest dispatch in the per-node hot path
    namespace["D"] = tuple(namespace[f"decode_{i}"] for i in range(len(CLASSES)))
    return namespace["D"]


def _build_encoders() -> dict[type, Any]:
    namespace: dict[str, Any] = {}
    exec("\n".join(_encoder_source(n, cls) for n, cls in enumerate(CLASSES)), namespace)
    namespace["E"] = {cls: namespace[f"encode_{i}"] for i, cls in enumerate(CLASSES)}
    return namespace["E"]


_DECODERS = _build_decoders()
_ENCODER_TABLE: list[dict[type, Any]] = []


def _encoders() -> dict[type, Any]:
    """Built on the first write to the cache: a run that hits the cache never encodes."""
    if not _ENCODER_TABLE:
        _ENCODER_TABLE.append(_build_encoders())
    return _ENCODER_TABLE[0]
