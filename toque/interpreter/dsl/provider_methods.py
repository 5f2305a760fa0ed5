"""The Ruby methods of `Chef::Provider`: what an action's body calls (`new_resource`,
`current_resource`, `converge_by`, `converge_if_changed`, a nested resource by its word)
in a custom resource's action class, an LWRP provider or a library provider, and the
class-level words of a provider class (`provides`, `action`).

Declared with the Builtins registry (arity from the signature, as Chef's methods take
their arguments); the running action is the object's `Scope` (custom_provider.py), the
run is reached through `rt.host` (the RecipeDSL).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.dsl.custom_provider import SCOPE_IVAR, Scope
from toque.interpreter.dsl.resource_class import host_matches
from toque.interpreter.dsl.run_context import context_of, declare, ruby_run_context
from toque.interpreter.dsl.value_bridge import property_value, to_py
from toque.interpreter.model.objects import RHash, RObject

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

provider = Builtins("Chef::Provider")
provider_class = Builtins("Chef::Provider", singleton=True)

ACTIONS_IVAR = "@__actions"  # on a provider class: its `action :x do` blocks
NAMES_IVAR = "@__provides"  # on a provider class: the names it provides on this host
# `provides :x do |node| … end`: (names, options, block), asked each time Chef resolves a
# provider for a resource (at converge, for each action), not once
GUARDED_IVAR = "@__guarded_provides"


def _scope(obj: RObject) -> Scope:
    return obj.ivars[SCOPE_IVAR]


# -- in an action ----------------------------------------------------------------------------


@provider.method("new_resource")
def new_resource(rt: Runtime, self: RObject) -> Any:
    return rt.host.proxy(_scope(self).provider.resource)


@provider.method("current_resource")
def current_resource(rt: Runtime, self: RObject) -> Any:
    """What load_current_value (or a library's load_current_resource) found; nil: nothing."""
    return self.ivars.get("@current_resource")


@provider.method("current_value")
def current_value(rt: Runtime, self: RObject) -> Any:
    found = _scope(self).provider
    return found.current_proxy if found.current is not None else None


@provider.method("action")
def action(rt: Runtime, self: RObject) -> Any:
    return self.ivars.get("@action")


@provider.method("converge_by")
def converge_by(rt: Runtime, self: RObject, descriptions: Any, *, block: Any = None) -> bool:
    """Chef's `converge_by(descriptions, &block)`: the block runs unless under why-run; the
    descriptions are reported either way."""
    _scope(self).converge_by(to_py(descriptions), block)
    return True


@provider.method("converge_if_changed")
def converge_if_changed(rt: Runtime, self: RObject, *properties: Any, block: Any = None) -> bool:
    return _scope(self).converge_if_changed([str(to_py(p)) for p in properties], block)


@provider.method("property_is_set?")
def property_is_set(rt: Runtime, self: RObject, name: Any) -> bool:
    """Chef's action_class: `property_is_set?(:x)` asks the new resource."""
    return _scope(self).provider.resource.is_set(str(to_py(name)))


@provider.method("method_missing", visibility="private")
def method_missing(rt: Runtime, self: RObject, name: Any, *args: Any, block: Any = None) -> Any:
    """A resource word declares a nested resource; `action_x` runs another action's body;
    a helper of the resource file or a property of the new resource answers."""
    word = name.name
    dsl = rt.host
    scope = _scope(self)
    if dsl.ctx.registry.knows(word):
        return declare(rt, self, word, list(args), block, context_of(rt, self))
    spec = scope.provider.spec
    if word.startswith("action_") and word[7:] in spec.actions and not args:
        # Chef's compiled `action_enable`: another action's body, run in this one
        rt.call_proc(spec.actions[word[7:]], [], self_=self, defcls=spec.action_class,
                     method=word)  # fmt: skip
        return None
    resource = scope.provider.resource
    proxy = dsl.proxy(resource)
    if rt.responds(proxy, word) and rt.class_of(proxy).find_method(word).owner not in (
        dsl.resource_class,
        rt.Object,
        rt.BasicObject,
    ):
        return rt.send(proxy, word, list(args), block)  # helpers of the resource file
    if word in resource.properties and not args:
        return property_value(resource, word)
    raise rt.error("NoMethodError",
                   f"undefined method `{word}' in action :{scope.action} of {resource}")  # fmt: skip


@provider.method("load_current_resource", "define_resource_requirements")
def nothing(rt: Runtime, self: RObject) -> None:
    return None  # what a provider that defines neither does


@provider.method("whyrun_supported?")
def whyrun_supported(rt: Runtime, self: RObject) -> bool:
    return True  # Chef 13+: every provider supports why-run unless it says otherwise


@provider.method("whyrun_mode?")
def whyrun_mode(rt: Runtime, self: RObject) -> bool:
    scope = self.ivars.get(SCOPE_IVAR)
    return bool(scope is not None and scope.provider.why_run)


@provider.method("run_context")
def run_context(rt: Runtime, self: RObject) -> Any:
    return ruby_run_context(rt, context_of(rt, self))


# -- a provider class's body -----------------------------------------------------------------


@provider_class.method("action")
def class_action(rt: Runtime, self: Any, name: Any, *, block: Any = None) -> None:
    """Chef's `action(name, &block)`: the block is the action's body."""
    if block is None:
        raise rt.error("ArgumentError", "action needs a name and a block")
    self.ivars.setdefault(ACTIONS_IVAR, {})[str(to_py(name))] = block
    return None


@provider_class.method("provides")
def provides(rt: Runtime, self: Any, name: Any, *options: Any, block: Any = None) -> None:
    """Chef's `provides(name, **options, &block)`: on this host, the class provides `name`;
    with a block, the block is asked each time a provider is resolved for the name."""
    dsl = rt.host
    state = dsl.resource_classes
    args = [name, *options]
    found_options = {str(to_py(k)): v for a in args if isinstance(a, RHash) for k, v in a.items()}
    names = [str(to_py(a)) for a in args if not isinstance(a, RHash)]
    if block is not None:
        self.ivars.setdefault(GUARDED_IVAR, []).append((names, found_options, block))
        if self not in state.provider_pending:
            state.provider_pending.append(self)
        return None
    if host_matches(rt, dsl, found_options):
        found = self.ivars.setdefault(NAMES_IVAR, [])
        found += [n for n in names if n not in found]
        if self not in state.provider_pending:
            state.provider_pending.append(self)
    return None


@provider_class.method("inherited")
def inherited(rt: Runtime, self: Any, subclass: Any) -> None:
    return None  # registered by `provides`, or chosen by a resource's `provider`


@provider_class.method("use_inline_resources")
def use_inline_resources(rt: Runtime, self: Any) -> None:
    return None  # the only mode since Chef 13


__all__ = [
    "ACTIONS_IVAR",
    "GUARDED_IVAR",
    "NAMES_IVAR",
    "provider",
    "provider_class",
    "provides",
]
