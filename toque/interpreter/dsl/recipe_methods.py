"""`Chef::Recipe` as recipe code sees it: a resource word declares a resource (through
method_missing, looked up in the resource registry), `node`, `lazy`, `resources`,
`include_recipe`, `cookbook_name`, `platform?`.

Declared with the Builtins registry (arity from the signature); the run is reached
through `rt.host` (the RecipeDSL). The run-context words (`declare_resource`,
`find_resource`…) are in run_context.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.dsl.resource_methods import resource
from toque.interpreter.dsl.run_context import context_of
from toque.interpreter.model.objects import RObject, sym
from toque.runtime.deferred import Lazy

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

recipe = Builtins("Chef::Recipe")


@recipe.method("method_missing", visibility="private")
def method_missing(rt: Runtime, self: Any, name: Any, *args: Any, block: Any = None) -> Any:
    """A resource word (`file "/x" do … end`); else NoMethodError naming the close ones."""
    dsl = rt.host
    word = name.name
    if dsl.ctx.registry.knows(word):
        return dsl.declare(word, list(args), block, self, context_of(rt, self))
    from toque.interpreter.dsl import provider_class, resource_class
    from toque.interpreter.dsl.resource_class import refused_error

    resource_class.finalize(dsl)  # classes a recipe itself defined
    provider_class.finalize(dsl)
    if dsl.ctx.registry.knows(word):
        return dsl.declare(word, list(args), block, self, context_of(rt, self))
    refused = refused_error(dsl, word)
    if refused is not None:
        raise refused
    from difflib import get_close_matches  # only for a mistake: start-up

    close = get_close_matches(word, sorted(dsl.ctx.registry.names()), n=3)
    hint = f" (did you mean {', '.join(close)}?)" if close else ""
    err = rt.error("NoMethodError", f"undefined method or resource type `{word}' for recipe{hint}")
    err.exc.ivars["@name"] = sym(word)
    raise err


@recipe.method("node")
def node(rt: Runtime, self: Any) -> Any:
    return rt.host.node


@resource.method("lazy")
@recipe.method("lazy")
def lazy(rt: Runtime, self: Any, *, block: Any = None) -> Lazy:
    """Chef's `lazy { … }`: a value the converge computes."""
    if block is None:
        raise rt.error("ArgumentError", "lazy needs a block")
    value = Lazy.__new__(Lazy)  # Lazy() would check its argument against the
    value.deferred = rt.host.deferred(block, "lazy")  # Deferred Protocol: ~20 us each
    return value


@recipe.method("resources")
def resources(rt: Runtime, self: Any, *args: Any) -> Any:
    """`resources(file: "/x")`, `resources("file[/x]")`: a declared resource's proxy (or
    several)."""
    from toque.interpreter.dsl.run_context import find_in

    return find_in(rt, rt.host.collection, list(args))


@recipe.method("include_recipe")
def include_recipe(rt: Runtime, self: Any, *specs: Any) -> bool:
    """Load each recipe once (`cookbook::recipe`, `::recipe` of this cookbook)."""
    loader = rt.host.ctx.loader
    if loader is None:
        raise rt.error(
            "NotImplementedError",
            "include_recipe needs cookbooks: use `toque client` with a cookbook path",
        )
    done = False
    current = self.ivars.get("@cookbook_name") if isinstance(self, RObject) else None
    for arg in specs:
        spec = rt.to_s(arg)
        if spec.startswith("::") and current is not None:  # this recipe's cookbook
            spec = rt.to_s(current) + spec
        done = loader.include_recipe(spec) or done
    return done


@recipe.method("cookbook_name")
def cookbook_name(rt: Runtime, self: Any) -> Any:
    return self.ivars.get("@cookbook_name")


@recipe.method("recipe_name")
def recipe_name(rt: Runtime, self: Any) -> Any:
    return self.ivars.get("@recipe_name")


@recipe.method("platform?")
def platform_p(rt: Runtime, self: Any, *names: Any) -> Any:
    return rt.send(rt.host.node, "platform?", list(names))


@recipe.method("platform_family?")
def platform_family_p(rt: Runtime, self: Any, *names: Any) -> Any:
    return rt.send(rt.host.node, "platform_family?", list(names))


__all__ = ["recipe"]
