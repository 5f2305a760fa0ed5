"""The AST: one dataclass per Ruby construct, each with its file, line and column.

Operators become method calls as Ruby defines them (`a + b` is `Call(a, "+", [b])`);
only what is not a method call in Ruby (`&&`, `||`, `!`, `defined?`, ranges of
literals…) has a node of its own.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, NamedTuple


class Field(NamedTuple):
    """A node field, as `dataclasses.fields` would describe it: its name and annotation."""

    name: str
    type: str


def node(cls: type) -> type:
    """What `@dataclass(slots=True, eq=False, repr=False)` made of a node class, at a fraction
    of its import cost (72 dataclasses were ~20 ms CPU of every start): the class remade with
    `__slots__` for its own annotated fields, `_fields` (base fields first) for `fields`, and
    an `__init__` taking every field by position or keyword, compiled for all classes at once
    when the module ends (`_make_inits`)."""
    base_fields: tuple[Field, ...] = getattr(cls.__bases__[0], "_fields", ())
    own = tuple(Field(name, kind) for name, kind in cls.__dict__.get("__annotations__", {}).items())
    namespace = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__")}
    namespace["__slots__"] = tuple(f.name for f in own)
    namespace["_fields"] = (*base_fields, *own)
    return type(cls)(cls.__name__, cls.__bases__, namespace)


def fields(node_or_class: Any) -> tuple[Field, ...]:
    """The fields of a node class or node, base fields (file, line, col) first."""
    cls = node_or_class if isinstance(node_or_class, type) else type(node_or_class)
    return cls._fields  # type: ignore[attr-defined]


def init_source(classes: list[type] | None = None) -> str:
    """The source of every node class's `__init__` (`init_<i>` for the i-th class)."""
    source = []
    for i, cls in enumerate(classes or _INIT_CLASSES):
        names = [f.name for f in fields(cls)]
        source.append(f"def init_{i}(self, {', '.join(names)}):")
        source += [f"    self.{name} = {name}" for name in names]
    return "\n".join(source)


def _make_inits(classes: list[type]) -> None:
    from toque.grammar.codegen import run_generated  # bytecode of generated code

    namespace = run_generated("_gen_inits", init_source(classes), {})
    for i, cls in enumerate(classes):
        init = namespace[f"init_{i}"]
        init.__qualname__ = f"{cls.__qualname__}.__init__"
        init.__module__ = __name__
        cls.__init__ = init  # type: ignore[misc]


@node
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


@node
class Nil(Node):
    pass


@node
class TrueLit(Node):
    pass


@node
class FalseLit(Node):
    pass


@node
class SelfRef(Node):
    pass


@node
class Int(Node):
    value: int


@node
class Float(Node):
    value: float


@node
class Str(Node):
    value: str


@node
class DStr(Node):
    """An interpolated string; `Str` parts are literal, other parts are code."""

    parts: list[Node]


@node
class XStr(Node):
    """A backtick command, run by the shell."""

    parts: list[Node]


@node
class Sym(Node):
    name: str


@node
class DSym(Node):
    parts: list[Node]


@node
class Regex(Node):
    parts: list[Node]  # Ruby regexp source, still in Ruby's syntax
    flags: str


@node
class Array(Node):
    elements: list[Node]


@node
class Hash(Node):
    pairs: list[Node]  # Pair and DoubleSplat
    braces: bool  # False for `foo a: 1` keyword-style arguments


@node
class Pair(Node):
    key: Node
    value: Node


@node
class Range(Node):
    low: Node | None
    high: Node | None
    exclusive: bool


@node
class Splat(Node):
    value: Node | None


@node
class DoubleSplat(Node):
    value: Node


@node
class BlockPass(Node):
    value: Node | None  # None: an anonymous `&`


# -- names ---------------------------------------------------------------------------------


@node
class Ident(Node):
    """A bare name: a local variable, or a method call without arguments."""

    name: str


@node
class IVar(Node):
    name: str


@node
class GVar(Node):
    name: str


@node
class CVar(Node):
    name: str


@node
class Const(Node):
    scope: Node | None  # `A::B` has scope A; None is lexical lookup
    name: str
    top: bool  # `::B`


# -- assignment ----------------------------------------------------------------------------


@node
class Index(Node):
    """`recv[args]` as an assignment target."""

    receiver: Node
    args: list[Node]


@node
class AttrAssign(Node):
    """`recv.name` as an assignment target (calls `name=`)."""

    receiver: Node
    name: str
    safe: bool


@node
class MultiTarget(Node):
    """`a, (b, *c), d` on the left of `=`; a `Splat` marks the rest."""

    targets: list[Node]


@node
class Assign(Node):
    target: Node
    value: Node


@node
class OpAssign(Node):
    target: Node
    op: str  # "+", "||", "&&", "<<"…
    value: Node


@node
class MultiAssign(Node):
    target: MultiTarget
    value: Node


# -- calls ---------------------------------------------------------------------------------


@node
class Param(Node):
    kind: str  # req opt rest key keyreq kwrest block fwd destructure
    name: str | None
    default: Node | None
    sub: list[Param] | None  # the parameters of a `(a, b)` destructuring


@node
class Block(Node):
    params: list[Param]
    body: Node


@node
class Call(Node):
    receiver: Node | None
    name: str
    args: list[Node]  # may hold Splat, a braceless Hash, a BlockPass (last)
    block: Block | None
    safe: bool  # `&.`


@node
class Super(Node):
    args: list[Node] | None  # None: zsuper, passing the method's own arguments
    block: Block | None


@node
class Yield(Node):
    args: list[Node]


@node
class Lambda(Node):
    params: list[Param]
    body: Node


# -- operators -----------------------------------------------------------------------------


@node
class Not(Node):
    value: Node


@node
class And(Node):
    left: Node
    right: Node


@node
class Or(Node):
    left: Node
    right: Node


@node
class Defined(Node):
    expr: Node


# -- control flow --------------------------------------------------------------------------


@node
class Seq(Node):
    body: list[Node]


@node
class If(Node):
    cond: Node
    then: Node | None
    else_: Node | None


@node
class While(Node):
    cond: Node
    body: Node
    until: bool
    do_while: bool  # `begin … end while c` runs the body first


@node
class For(Node):
    var: Node
    iter: Node
    body: Node


@node
class When(Node):
    conds: list[Node]
    body: Node


@node
class Case(Node):
    subject: Node | None
    whens: list[When]
    else_: Node | None


# -- pattern matching (case/in) --------------------------------------------------------


@node
class CaseIn(Node):
    subject: Node
    clauses: list[InClause]
    else_: Node | None
    has_else: bool  # an empty `else` still stops NoMatchingPatternError


@node
class InClause(Node):
    pattern: Node
    guard: Node | None
    unless: bool  # the guard is `unless`
    body: Node


@node
class MatchPattern(Node):
    """`value => pattern` (raises when it does not match) or `value in pattern` (a boolean)."""

    value: Node
    pattern: Node
    raises: bool


@node
class PatPin(Node):
    """`^x`, `^@x`, `^(expr)`: the value is matched with `===`, as any other value pattern
    (a literal, a range, a constant: those stay plain expression nodes in a pattern)."""

    value: Node


@node
class PatBind(Node):
    """A bare name: binds the matched value to a local variable."""

    name: str


@node
class PatRest(Node):
    """`*name` of an array or find pattern, `**name` of a hash pattern; `name` may be None."""

    name: str | None


@node
class PatArray(Node):
    const: Node | None  # `Const(…)` / `Const[…]`
    pre: list[Node]
    rest: PatRest | None  # None: the length must match exactly
    post: list[Node]


@node
class PatFind(Node):
    """`[*, x, *]`: the elements are looked for anywhere in the array."""

    const: Node | None
    pre: PatRest
    middle: list[Node]
    post: PatRest


@node
class PatKey(Node):
    key: str
    value: Node | None  # None: `key:` binds a local of that name


@node
class PatHash(Node):
    const: Node | None
    keys: list[PatKey]
    rest: PatRest | None  # `**rest` / `**`
    no_rest: bool  # `**nil`: no other key may be there


@node
class PatAlt(Node):
    left: Node
    right: Node


@node
class PatAs(Node):
    """`pattern => name`."""

    pattern: Node
    name: str


@node
class Rescue(Node):
    classes: list[Node]  # empty: StandardError
    var: Node | None
    body: Node


@node
class Begin(Node):
    body: Node
    rescues: list[Rescue]
    else_: Node | None
    ensure: Node | None
    explicit: bool  # written as `begin … end`


@node
class Return(Node):
    value: Node | None


@node
class Break(Node):
    value: Node | None


@node
class Next(Node):
    value: Node | None


@node
class Redo(Node):
    pass


@node
class Retry(Node):
    pass


# -- definitions ---------------------------------------------------------------------------


@node
class Def(Node):
    singleton: Node | None  # `def self.x`
    name: str
    params: list[Param]
    body: Node


@node
class ClassDef(Node):
    path: Const
    superclass: Node | None
    body: Node


@node
class SClass(Node):
    """`class << target`."""

    target: Node
    body: Node


@node
class ModuleDef(Node):
    path: Const
    body: Node


@node
class Alias(Node):
    new: str
    old: str


@node
class Undef(Node):
    names: list[str]


NODE_CLASSES = {
    name: obj
    for name, obj in list(globals().items())
    if isinstance(obj, type) and issubclass(obj, Node) and obj is not Node
}
_INIT_CLASSES = [Node, *NODE_CLASSES.values()]
_make_inits(_INIT_CLASSES)
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
