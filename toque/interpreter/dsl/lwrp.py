"""Legacy LWRPs: a resources/NAME.rb in the LWRP DSL (`actions`, `default_action`, `attribute`)
with its providers/NAME.rb partner (`action :x do … end`, `def load_current_resource`).

The resource file is loaded by the custom-resource loader (`attribute` is `property` there);
this module adds what is LWRP-only: the provider file, run as the body of a subclass of
Chef::Provider::LWRPBase (as Chef's Provider::LWRPBase.build_from_file does), so `def`,
`include` and `attr_accessor` are the provider's own. Its actions run as custom-resource
actions do (nested resources, `converge_by`), with `@new_resource`, `@current_resource`
and `new_resource.updated_by_last_action(true)` as old providers expect.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.dsl.custom_resource import qualified_name
from toque.interpreter.dsl.provider_class import python_provider
from toque.interpreter.dsl.resource_class import Spec, camel, spec_of
from toque.interpreter.model.classes import RClass
from toque.interpreter.model.frames import Frame
from toque.runtime.resource import Resource

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


# -- loading ---------------------------------------------------------------------------------------


def load_lwrp_provider(rt: Runtime, dsl: Any, cookbook: str, path: Path) -> type:
    """Run a providers/*.rb file as the body of a Chef::Provider::LWRPBase subclass (as
    Chef's Provider::LWRPBase.build_from_file does) and register it as the provider of
    `cookbook_NAME`."""
    from toque.interpreter.dsl.cookbook import from_file_scope
    from toque.interpreter.program import run_file

    state = dsl.resource_classes
    name = qualified_name(cookbook, path)
    dsl.ctx.registry.load_deferred(name)  # a core resource of this name comes first
    klass = RClass(f"Chef::Provider::{camel(name)}", state.provider.consts["LWRPBase"])
    spec_of(klass, str(path)).cookbook = cookbook
    # the file is the class body, class_eval'd by Chef's class_from_file (its lexical scope)
    frame = Frame(klass, None, (klass, *from_file_scope(rt), rt.Object), klass)
    frame.file = str(path)
    frame.visibility = "public"
    run_file(rt, path, frame=frame)
    registry = dsl.ctx.registry
    resource_provider = registry.providers.get(name)
    resource_spec = getattr(resource_provider, "spec", None)
    if resource_spec is not None:
        _nothing_by_default(registry.resources.get(name), resource_spec)
        if resource_spec.actions:
            return resource_provider  # the resource's own actions win over a provider file
    found = python_provider(dsl, klass)
    if resource_spec is not None:
        found.spec.properties = resource_spec.properties
    cls = type(found.__name__, (found,), {"provides_names": (name,), "__module__": __name__,
                                          "__doc__": f"LWRP provider from {path}"})  # fmt: skip
    registry.add(cls)
    return cls


def _nothing_by_default(resource_cls: type[Resource] | None, spec: Spec) -> None:
    # an LWRP resource without `default_action` does :nothing (Chef's Resource.default_action);
    # the custom-resource loader would pick its first allowed action
    if resource_cls is not None and spec.default_action is None and not spec.actions:
        resource_cls.default_action = "nothing"


__all__ = ["load_lwrp_provider", "qualified_name"]
