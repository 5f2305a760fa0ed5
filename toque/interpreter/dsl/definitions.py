"""Legacy definitions (definitions/*.rb): `define :name, param: default do … end`, expanded in
place at compile time wherever a recipe calls `name "x" do key value end`.

As Chef's ResourceDefinition and DSL::Definitions: the call's block sets `params[:key]` on a
copy of the prototype, `params[:name]` is the first argument, and the definition's body runs
in a fresh recipe of the caller's cookbook and recipe, so its resources belong to the caller.
A definition is not a resource: it has no name in the collection and cannot be notified.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins, Templates
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import RArray, RHash, RObject, RSymbol, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

_PARAMS = "@params"
_TABLE = "@__definitions"


@dataclass
class Definition:
    name: str
    prototype: RHash
    body: RProc
    path: str


class Definitions:
    """The definitions of a run, by name; each becomes a method of Chef::Recipe."""

    def __init__(self, dsl: Any) -> None:
        self.dsl = dsl
        self.table: dict[str, Definition] = {}
        rt = dsl.rt
        chef = rt.Object.consts["Chef"]
        self.list_class = rt.define_class("ResourceDefinitionList", rt.Object, chef)
        self.params_class = rt.define_class("ResourceDefinition", rt.Object, chef)
        for table in (definition_list, definition, recipe):
            table.install(rt)

    def load(self, path: Path) -> None:
        """Run a definitions/*.rb file (self: a Chef::ResourceDefinitionList)."""
        from toque.interpreter.program import run_file

        loader = RObject(self.list_class)
        loader.ivars[_TABLE] = str(path)
        run_file(self.dsl.rt, path, loader)

    def add(self, name: str, prototype: RHash, body: RProc, path: str) -> None:
        """A definition's word on Chef::Recipe: `def NAME(*args, &block)`, as Chef's."""
        if name in self.table:
            self.dsl.ctx.events.log(
                "info", f"Overriding duplicate definition {name}, new definition found in {path}",
                None,
            )  # fmt: skip
        self.table[name] = Definition(name, RHash.from_pairs(prototype.items()), body, path)
        words.define(self.dsl.recipe_class, name, definition_word, name)

    def expand(self, name: str, caller: Any, args: list, block: Any) -> Any:
        """`name "x" do key value end`: collect the params, then run the body in place."""
        rt = self.dsl.rt
        definition = self.table[name]
        params = RHash.from_pairs(definition.prototype.items())
        if block is not None:
            collector = RObject(self.params_class)
            collector.ivars[_PARAMS] = params
            rt.call_proc(block, [], self_=collector, defcls=self.params_class)
        params.set(sym("name"), args[0] if args else None)
        recipe = self._fresh_recipe(caller)
        recipe.ivars[_PARAMS] = params
        return rt.call_proc(definition.body, [], self_=recipe, defcls=rt.class_of(recipe))

    def _fresh_recipe(self, caller: Any) -> RObject:
        """A new recipe that declares where the caller does (its cookbook and recipe names,
        or, inside a custom resource's action, the action's own collection)."""
        recipe_class = self.dsl.recipe_class
        if isinstance(caller, RObject) and caller.cls.is_subclass_of(recipe_class):
            recipe = RObject(caller.cls)
            recipe.ivars.update(caller.ivars)
            return recipe
        return RObject(recipe_class)


words = Templates("Chef::Recipe")  # a definition's word, as DSL::Definitions.add_definition


@words.method("<definition>")
def definition_word(name: str, rt: Runtime, self: Any, *args: Any, block: Any = None) -> Any:
    """Chef's `def NAME(*args, &block)` of a definition (DSL::Definitions.add_definition)."""
    return rt.host.definitions.expand(name, self, list(args), block)


definition_list = Builtins("Chef::ResourceDefinitionList")
definition = Builtins("Chef::ResourceDefinition")
recipe = Builtins("Chef::Recipe")


@definition_list.method("define")
def define(rt: Runtime, self: RObject, name: Any, prototype: Any = None, *, block: Any = None):
    """Chef's ResourceDefinition#define(resource_name, prototype = {}, &block), with its
    error texts."""
    if not isinstance(name, RSymbol):
        raise rt.error("ArgumentError", "You must use a symbol when defining a new resource!")
    prototype = RHash() if prototype is None else prototype
    if not isinstance(prototype, RHash):
        raise rt.error(
            "ArgumentError", "You must pass a hash as the prototype parameters for a definition."
        )
    if block is None:
        raise rt.error("ArgumentError", "You must pass a block to a definition.")
    rt.host.definitions.add(name.name, prototype, block, self.ivars.get(_TABLE, ""))
    return True


@definition.method("method_missing", visibility="private")
def set_param(rt: Runtime, self: RObject, key: Any, *rest: Any) -> Any:
    """Chef's ResourceDefinition#method_missing: one argument is the value, more a list."""
    value = rest[0] if len(rest) == 1 else RArray(rest)
    self.ivars[_PARAMS].set(key, value)
    return value


@definition.method("params")
def definition_params(rt: Runtime, self: RObject) -> Any:
    return self.ivars[_PARAMS]


@definition.method("node")
def node(rt: Runtime, self: RObject) -> Any:
    return rt.host.node


@recipe.method("params")
def params(rt: Runtime, self: Any) -> Any:
    """In a definition's body: the parameters the call set."""
    found = self.ivars.get(_PARAMS) if isinstance(self, RObject) else None
    if found is None:
        found = self.ivars[_PARAMS] = RHash()
    return found


__all__ = ["Definition", "Definitions"]
