"""Plain-Python stand-ins for the few Ruby notions the runtime must see: symbols, truthiness, inspect."""

from __future__ import annotations

from typing import Any


class Sym(str):
    """A Ruby Symbol handed to the runtime: equal to its name, but shown as `:name`.

    The interpreter converts its own symbols to `Sym` at the DSL boundary, so
    `equal_to=("hard", "symbolic")` accepts `:hard`, while `Property(str)` rejects it
    (a Symbol is no String in Ruby).
    """

    __slots__ = ()

    def __repr__(self) -> str:
        return f":{str.__str__(self)}"


def truthy(value: Any) -> bool:
    """Ruby truthiness: only nil and false are false."""
    return value is not None and value is not False


def inspect(value: Any) -> str:
    """`value.inspect` as Ruby would print it, for error messages."""
    if value is None:
        return "nil"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, Sym):
        return repr(value)
    if isinstance(value, str):
        body = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
        return f'"{body.replace(chr(9), chr(92) + "t")}"'
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(inspect(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{inspect(k)} => {inspect(v)}" for k, v in value.items()) + "}"
    if isinstance(value, type):
        return ruby_type_name(value)
    if isinstance(value, (int, float)):
        return repr(value)
    # a Ruby object from recipe code: the interpreter's values describe themselves, so
    # that a message never shows a Python repr
    describe = getattr(value, "ruby_inspect", None)
    if describe is not None:
        return describe()
    return f"#<{ruby_type_name(type(value))}>"


_TYPE_NAMES = {str: "String", int: "Integer", float: "Float", list: "Array", dict: "Hash"}


def ruby_type_name(cls: type) -> str:
    """The Ruby class name a Python type stands for (`str` → `String`)."""
    if cls is Sym:
        return "Symbol"
    return _TYPE_NAMES.get(cls, getattr(cls, "ruby_name", cls.__name__))
