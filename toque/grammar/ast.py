"""The AST: one dataclass per Ruby construct, each with its file, line and column.

Operators become method calls as Ruby defines them (`a + b` is `Call(a, "+", [b])`);
only what is not a method call in Ruby (`&&`, `||`, `!`, `defined?`, ranges of
literals…) has a node of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from operator import attrgetter
from typing import Any


@dataclass(slots=True, eq=False, repr=False)
class Node:
    file: str
    line: int
    col: int

    def __repr__(self) -> str:
        return dump(self)

    def __reduce__(self) -> tuple:
        # copied (copy, deepcopy) by calling the class with its field values; the AST
        # cache never pickles: it stores plain data (grammar/serial.py)
        return self.__class__, self._values(self)  # type: ignore[attr-defined]


# -- literals -----------------------------------------------------------------------------


@dataclass(slots=True, eq=False, repr=False)
class Nil(Node):
    pass


@dataclass(slots=True, eq=False, repr=False)
class TrueLit(Node):
    pass


@dataclass(slots=True, eq=False, repr=False)
class FalseLit(Node):
    pass


@dataclass(slots=True, eq=False, repr=False)
class SelfRef(Node):
    pass


@dataclass(slots=True, eq=False, repr=False)
class Int(Node):
    value: int


@dataclass(slots=True, eq=False, repr=False)
class Float(Node):
    value: float


@dataclass(slots=True, eq=False, repr=False)
class Str(Node):
    value: str


@dataclass(slots=True, eq=False, repr=False)
class DStr(Node):
    """An interpolated string; `Str` parts are literal, other parts are code."""

    parts: list[Node]


@dataclass(slots=True, eq=False, repr=False)
class XStr(Node):
    """A backtick command, run by the shell."""

    parts: list[Node]


@dataclass(slots=True, eq=False, repr=False)
class Sym(Node):
    name: str


@dataclass(slots=True, eq=False, repr=False)
class DSym(Node):
    parts: list[Node]


@dataclass(slots=True, eq=False, repr=False)
class Regex(Node):
    parts: list[Node]  # Ruby regexp source, still in Ruby's syntax
    flags: str


@dataclass(slots=True, eq=False, repr=False)
class Array(Node):
    elements: list[Node]


@dataclass(slots=True, eq=False, repr=False)
class Hash(Node):
    pairs: list[Node]  # Pair and DoubleSplat
    braces: bool  # False for `foo a: 1` keyword-style arguments


@dataclass(slots=True, eq=False, repr=False)
class Pair(Node):
    key: Node
    value: Node


@dataclass(slots=True, eq=False, repr=False)
class Range(Node):
    low: Node | None
    high: Node | None
    exclusive: bool


@dataclass(slots=True, eq=False, repr=False)
class Splat(Node):
    value: Node | None


@dataclass(slots=True, eq=False, repr=False)
class DoubleSplat(Node):
    value: Node


@dataclass(slots=True, eq=False, repr=False)
class BlockPass(Node):
    value: Node | None  # None: an anonymous `&`


# -- names ---------------------------------------------------------------------------------


@dataclass(slots=True, eq=False, repr=False)
class Ident(Node):
    """A bare name: a local variable, or a method call without arguments."""

    name: str


@dataclass(slots=True, eq=False, repr=False)
class IVar(Node):
    name: str


@dataclass(slots=True, eq=False, repr=False)
class GVar(Node):
    name: str


@dataclass(slots=True, eq=False, repr=False)
class CVar(Node):
    name: str


@dataclass(slots=True, eq=False, repr=False)
class Const(Node):
    scope: Node | None  # `A::B` has scope A; None is lexical lookup
    name: str
    top: bool  # `::B`


# -- assignment ----------------------------------------------------------------------------


@dataclass(slots=True, eq=False, repr=False)
class Index(Node):
    """`recv[args]` as an assignment target."""

    receiver: Node
    args: list[Node]


@dataclass(slots=True, eq=False, repr=False)
class AttrAssign(Node):
    """`recv.name` as an assignment target (calls `name=`)."""

    receiver: Node
    name: str
    safe: bool


@dataclass(slots=True, eq=False, repr=False)
class MultiTarget(Node):
    """`a, (b, *c), d` on the left of `=`; a `Splat` marks the rest."""

    targets: list[Node]


@dataclass(slots=True, eq=False, repr=False)
class Assign(Node):
    target: Node
    value: Node


@dataclass(slots=True, eq=False, repr=False)
class OpAssign(Node):
    target: Node
    op: str  # "+", "||", "&&", "<<"…
    value: Node


@dataclass(slots=True, eq=False, repr=False)
class MultiAssign(Node):
    target: MultiTarget
    value: Node


# -- calls ---------------------------------------------------------------------------------


@dataclass(slots=True, eq=False, repr=False)
class Param(Node):
    kind: str  # req opt rest key keyreq kwrest block fwd destructure
    name: str | None
    default: Node | None
    sub: list[Param] | None  # the parameters of a `(a, b)` destructuring


@dataclass(slots=True, eq=False, repr=False)
class Block(Node):
    params: list[Param]
    body: Node


@dataclass(slots=True, eq=False, repr=False)
class Call(Node):
    receiver: Node | None
    name: str
    args: list[Node]  # may hold Splat, a braceless Hash, a BlockPass (last)
    block: Block | None
    safe: bool  # `&.`


@dataclass(slots=True, eq=False, repr=False)
class Super(Node):
    args: list[Node] | None  # None: zsuper, passing the method's own arguments
    block: Block | None


@dataclass(slots=True, eq=False, repr=False)
class Yield(Node):
    args: list[Node]


@dataclass(slots=True, eq=False, repr=False)
class Lambda(Node):
    params: list[Param]
    body: Node


# -- operators -----------------------------------------------------------------------------


@dataclass(slots=True, eq=False, repr=False)
class Not(Node):
    value: Node


@dataclass(slots=True, eq=False, repr=False)
class And(Node):
    left: Node
    right: Node


@dataclass(slots=True, eq=False, repr=False)
class Or(Node):
    left: Node
    right: Node


@dataclass(slots=True, eq=False, repr=False)
class Defined(Node):
    expr: Node


# -- control flow --------------------------------------------------------------------------


@dataclass(slots=True, eq=False, repr=False)
class Seq(Node):
    body: list[Node]


@dataclass(slots=True, eq=False, repr=False)
class If(Node):
    cond: Node
    then: Node | None
    else_: Node | None


@dataclass(slots=True, eq=False, repr=False)
class While(Node):
    cond: Node
    body: Node
    until: bool
    do_while: bool  # `begin … end while c` runs the body first


@dataclass(slots=True, eq=False, repr=False)
class For(Node):
    var: Node
    iter: Node
    body: Node


@dataclass(slots=True, eq=False, repr=False)
class When(Node):
    conds: list[Node]
    body: Node


@dataclass(slots=True, eq=False, repr=False)
class Case(Node):
    subject: Node | None
    whens: list[When]
    else_: Node | None


# -- pattern matching (case/in) --------------------------------------------------------


@dataclass(slots=True, eq=False, repr=False)
class CaseIn(Node):
    subject: Node
    clauses: list[InClause]
    else_: Node | None
    has_else: bool  # an empty `else` still stops NoMatchingPatternError


@dataclass(slots=True, eq=False, repr=False)
class InClause(Node):
    pattern: Node
    guard: Node | None
    unless: bool  # the guard is `unless`
    body: Node


@dataclass(slots=True, eq=False, repr=False)
class MatchPattern(Node):
    """`value => pattern` (raises when it does not match) or `value in pattern` (a boolean)."""

    value: Node
    pattern: Node
    raises: bool


@dataclass(slots=True, eq=False, repr=False)
class PatPin(Node):
    """`^x`, `^@x`, `^(expr)`: the value is matched with `===`, as any other value pattern
    (a literal, a range, a constant: those stay plain expression nodes in a pattern)."""

    value: Node


@dataclass(slots=True, eq=False, repr=False)
class PatBind(Node):
    """A bare name: binds the matched value to a local variable."""

    name: str


@dataclass(slots=True, eq=False, repr=False)
class PatRest(Node):
    """`*name` of an array or find pattern, `**name` of a hash pattern; `name` may be None."""

    name: str | None


@dataclass(slots=True, eq=False, repr=False)
class PatArray(Node):
    const: Node | None  # `Const(…)` / `Const[…]`
    pre: list[Node]
    rest: PatRest | None  # None: the length must match exactly
    post: list[Node]


@dataclass(slots=True, eq=False, repr=False)
class PatFind(Node):
    """`[*, x, *]`: the elements are looked for anywhere in the array."""

    const: Node | None
    pre: PatRest
    middle: list[Node]
    post: PatRest


@dataclass(slots=True, eq=False, repr=False)
class PatKey(Node):
    key: str
    value: Node | None  # None: `key:` binds a local of that name


@dataclass(slots=True, eq=False, repr=False)
class PatHash(Node):
    const: Node | None
    keys: list[PatKey]
    rest: PatRest | None  # `**rest` / `**`
    no_rest: bool  # `**nil`: no other key may be there


@dataclass(slots=True, eq=False, repr=False)
class PatAlt(Node):
    left: Node
    right: Node


@dataclass(slots=True, eq=False, repr=False)
class PatAs(Node):
    """`pattern => name`."""

    pattern: Node
    name: str


@dataclass(slots=True, eq=False, repr=False)
class Rescue(Node):
    classes: list[Node]  # empty: StandardError
    var: Node | None
    body: Node


@dataclass(slots=True, eq=False, repr=False)
class Begin(Node):
    body: Node
    rescues: list[Rescue]
    else_: Node | None
    ensure: Node | None
    explicit: bool  # written as `begin … end`


@dataclass(slots=True, eq=False, repr=False)
class Return(Node):
    value: Node | None


@dataclass(slots=True, eq=False, repr=False)
class Break(Node):
    value: Node | None


@dataclass(slots=True, eq=False, repr=False)
class Next(Node):
    value: Node | None


@dataclass(slots=True, eq=False, repr=False)
class Redo(Node):
    pass


@dataclass(slots=True, eq=False, repr=False)
class Retry(Node):
    pass


# -- definitions ---------------------------------------------------------------------------


@dataclass(slots=True, eq=False, repr=False)
class Def(Node):
    singleton: Node | None  # `def self.x`
    name: str
    params: list[Param]
    body: Node


@dataclass(slots=True, eq=False, repr=False)
class ClassDef(Node):
    path: Const
    superclass: Node | None
    body: Node


@dataclass(slots=True, eq=False, repr=False)
class SClass(Node):
    """`class << target`."""

    target: Node
    body: Node


@dataclass(slots=True, eq=False, repr=False)
class ModuleDef(Node):
    path: Const
    body: Node


@dataclass(slots=True, eq=False, repr=False)
class Alias(Node):
    new: str
    old: str


@dataclass(slots=True, eq=False, repr=False)
class Undef(Node):
    names: list[str]


NODE_CLASSES = {
    name: obj
    for name, obj in list(globals().items())
    if isinstance(obj, type) and issubclass(obj, Node) and obj is not Node
}
for _cls in NODE_CLASSES.values():
    _names = [f.name for f in fields(_cls)]
    _cls._values = staticmethod(lambda node, _get=attrgetter(*_names): _get(node))  # type: ignore[attr-defined]


def dump(node: Any, indent: int = 0) -> str:
    """An indented, readable rendering of a tree, for `toque parse`."""
    pad = "  " * indent
    if isinstance(node, list):
        if not node:
            return "[]"
        return "[\n" + "".join(f"{pad}  {dump(x, indent + 1)}\n" for x in node) + f"{pad}]"
    if not isinstance(node, Node):
        return repr(node)
    scalars = []
    children = []
    for f in fields(node)[3:]:
        value = getattr(node, f.name)
        if isinstance(value, (Node, list)) and value != []:
            children.append((f.name, value))
        elif value is not None and value is not False and value != []:
            scalars.append(
                f"{f.name}={value!r}" if f.name not in ("name", "value") else repr(value)
            )
    head = f"{type(node).__name__}@{node.line}:{node.col}"
    if scalars:
        head += " " + " ".join(scalars)
    if not children:
        return head
    lines = [head]
    for name, value in children:
        lines.append(f"{pad}  {name}: {dump(value, indent + 1)}")
    return "\n".join(lines)
