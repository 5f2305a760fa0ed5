"""Ruby's object model: modules and classes, method tables, ancestors, singleton classes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# Bumped whenever any method table or ancestor chain changes: method caches compare it.
_version = [0]


def changed() -> None:
    _version[0] += 1


class Method:
    """A method: `fn(rt, self, args, block)` returns its value.

    `fn` is a compiled Ruby method or a Python builtin wrapped to that signature;
    `arity` is Ruby's (negative: -(required + 1) for optional/rest arguments).
    """

    __slots__ = ("name", "fn", "owner", "visibility", "arity", "node", "params", "original")

    def __init__(
        self,
        name: str,
        fn: Callable[..., Any],
        owner: RModule,
        arity: int = -1,
        visibility: str = "public",
        node: Any = None,
        params: Any = None,
        original: str | None = None,
    ) -> None:
        self.name = name
        self.original = original or name  # the name it was defined with (aliases differ)
        self.fn = fn
        self.owner = owner
        self.arity = arity
        self.visibility = visibility
        self.node = node  # the Def node, for Ruby-defined methods
        self.params = params

    def with_visibility(self, visibility: str) -> Method:
        return Method(
            self.name,
            self.fn,
            self.owner,
            self.arity,
            visibility,
            self.node,
            self.params,
            self.original,
        )


class RModule:
    """A Ruby module (and, as RClass, a class). Modules are objects too: `ivars`, `singleton`."""

    __slots__ = (
        "name",
        "methods",
        "consts",
        "includes",
        "prepends",
        "lexical_parent",
        "ivars",
        "cvars",
        "singleton",
        "frozen",
        "_anc",
        "_anc_version",
        "_mcache",
        "extended",
        "module_function",
        "default_visibility",
        "attached",
    )

    is_class = False

    def __init__(self, name: str | None, lexical_parent: RModule | None = None) -> None:
        self.name = name
        self.methods: dict[str, Method | None] = {}  # None: undefined here (undef_method)
        self.consts: dict[str, Any] = {}
        self.includes: list[RModule] = []  # in inclusion order
        self.prepends: list[RModule] = []  # in prepending order; they come before the module
        self.lexical_parent = lexical_parent
        self.ivars: dict[str, Any] = {}
        self.cvars: dict[str, Any] = {}
        self.singleton: RClass | None = None
        self.frozen = False
        self._anc: list[RModule] | None = None
        self._anc_version = -1
        self._mcache: dict[str, Method | None] = {}
        self.extended: list[RModule] = []
        self.module_function = False
        self.default_visibility = "public"
        self.attached: Any = None  # for a singleton class: its object

    # -- naming --------------------------------------------------------------------------

    def qualified_name(self) -> str | None:
        return self.name

    def __repr__(self) -> str:
        return f"<{'class' if self.is_class else 'module'} {self.name}>"

    def ruby_inspect(self) -> str:
        return self.name or ("#<Class>" if self.is_class else "#<Module>")

    # -- ancestors and lookup --------------------------------------------------------------

    def ancestors(self) -> list[RModule]:
        if self._anc is not None and self._anc_version == _version[0]:
            return self._anc
        out = self._own_ancestors()
        self._anc = out
        self._anc_version = _version[0]
        self._mcache = {}
        return out

    def _own_ancestors(self) -> list[RModule]:
        """Prepended modules, the module itself, then included modules (latest first)."""
        out: list[RModule] = []
        for mod in reversed(self.prepends):
            for m in mod.ancestors():
                if m not in out:
                    out.append(m)
        out.append(self)
        for mod in reversed(self.includes):
            for m in mod.ancestors():
                if m not in out:
                    out.append(m)
        return out

    def find_method(self, name: str) -> Method | None:
        anc = self.ancestors()  # also resets the cache when anything changed
        cache = self._mcache
        if name in cache:
            return cache[name]
        found = None
        for mod in anc:
            methods = mod.methods
            if name in methods:
                found = methods[name]
                break
        cache[name] = found
        return found

    def define(self, name: str, method: Method) -> None:
        self.methods[name] = method
        changed()

    def include(self, mod: RModule) -> None:
        if mod not in self.includes and mod is not self:
            self.includes.append(mod)
            changed()

    def prepend(self, mod: RModule) -> None:
        if mod not in self.prepends and mod is not self:
            self.prepends.append(mod)
            changed()

    def const_lookup(self, name: str) -> Any:
        """A constant of this module or its ancestors (no lexical scope), or KeyError."""
        for mod in self.ancestors():
            if name in mod.consts:
                return mod.consts[name]
        raise KeyError(name)


class RClass(RModule):
    """A Ruby class: a module with a superclass and instances."""

    __slots__ = ("superclass", "instance_kind")
    is_class = True

    def __init__(
        self, name: str | None, superclass: RClass | None, lexical_parent: RModule | None = None
    ) -> None:
        super().__init__(name, lexical_parent)
        self.superclass = superclass
        # how instances are represented: "object" (RObject) or a builtin's Python type
        self.instance_kind = superclass.instance_kind if superclass is not None else "object"

    def ancestors(self) -> list[RModule]:
        if self._anc is not None and self._anc_version == _version[0]:
            return self._anc
        out = self._own_ancestors()
        if self.superclass is not None:
            for m in self.superclass.ancestors():
                if m not in out:
                    out.append(m)
        self._anc = out
        self._anc_version = _version[0]
        self._mcache = {}
        return out

    def is_subclass_of(self, other: RModule) -> bool:
        return other in self.ancestors()
