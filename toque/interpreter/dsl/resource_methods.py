"""`Chef::Resource` as a recipe's resource block sees it: properties, `action`, guards,
notifications, `run_action` — the Ruby methods of a resource's proxy.

A proxy is an `RObject` of `Chef::Resource` (or of a custom resource's own class) over one
runtime `Resource`. A name that is a property reads or sets it; any other name goes back
to the recipe (its helpers, `node`, a nested resource), as Chef's method_missing does.
Declared with the Builtins registry (arity from the signature); the run is reached
through `rt.host` (the RecipeDSL).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.dsl.deferred_blocks import RubyDeferred
from toque.interpreter.dsl.value_bridge import property_value, to_py, to_ruby
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, sym
from toque.interpreter.model.signals import RubyError
from toque.runtime.deferred import Lazy
from toque.runtime.errors import RuntimeToqueError as _RuntimeErrors

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

RESOURCE_IVAR = "@__resource"
RECIPE_IVAR = "@__recipe"
_UNSET = object()  # an optional argument not given (nil is a value)

resource = Builtins("Chef::Resource")

# Kernel methods that are also core resource properties (user's and group's `system`,
# chef_data_bag_item's `data_bag`, private_key's `format`, chef_vault_secret's `search`)
KERNEL_NAMES_PROPERTIES_HIDE = ("system", "data_bag", "format", "search")


def resource_of(proxy: RObject) -> Any:
    return proxy.ivars[RESOURCE_IVAR]


def set_property(dsl: Any, target: Any, prop: str, value: Any) -> None:
    """Set `prop` of the runtime resource `target` from Ruby: a block becomes a deferred
    value; a runtime error (wrong type, unknown property) is raised into the Ruby code."""
    span = dsl.span_here()
    if isinstance(value, RProc):
        value = dsl.deferred(value, prop)
    try:
        target.set(prop, value if isinstance(value, (Lazy, RubyDeferred)) else to_py(value), span)
    except _RuntimeErrors as exc:
        raise dsl._as_ruby(exc) from None


def property_call(rt: Runtime, proxy: RObject, name: str, rest: Any, block: Any) -> Any:
    """`name(*rest)` on a resource: read or set the property `name` (`name=` sets), else the
    recipe's method of that name."""
    dsl = rt.host
    target = proxy.ivars[RESOURCE_IVAR]
    setter = name.endswith("=")
    prop = name[:-1] if setter else name
    recipe = proxy.ivars.get(RECIPE_IVAR) or rt.main
    if (
        prop in target.properties
        or prop in type(target)._aliases
        or (
            # another platform's resource keeps whatever it is given (other_platforms.py)
            target.open_properties
            and (rest or setter or block is not None)
            and not rt.responds(recipe, name, True)
        )
    ):
        if block is not None and not rest:  # `block do … end` in a ruby_block
            set_property(dsl, target, prop, block)
            return None
        if rest or setter:
            value = rest[0] if len(rest) == 1 else RArray(rest)
            set_property(dsl, target, prop, value)
            return value
        return property_value(target, prop)
    if rest and not rt.responds(recipe, name, True) and not _resource_word(dsl, name):
        set_property(dsl, target, prop, rest[0])  # unknown: the runtime says so
    return rt.send(recipe, name, list(rest), block, True)  # the recipe's helpers


def _resource_word(dsl: Any, name: str) -> bool:
    registry = dsl.ctx.registry
    registry.load_deferred(name)  # a core resource not loaded yet is a resource word too
    return name in registry.resources


@resource.method("method_missing", visibility="private")
def method_missing(rt: Runtime, self: RObject, name: Any, *rest: Any, block: Any = None) -> Any:
    return property_call(rt, self, name.name, rest, block)


@resource.method("respond_to_missing?", visibility="private")
def respond_to_missing(rt: Runtime, self: RObject, name: Any, include_all: Any = False) -> bool:
    """Properties answer `respond_to?`."""
    prop = rt.to_s(name).removesuffix("=")
    target = resource_of(self)
    return prop in target.properties or prop in type(target)._aliases


def _shadowing(word: str) -> Any:
    """A Kernel method a property's name hides (`system true` in `user`), as Chef's property
    methods on the resource class hide Kernel's; else Kernel's as usual."""

    def call(rt: Runtime, self: RObject, *args: Any, block: Any = None) -> Any:
        return property_call(rt, self, word, args, block)

    call.__name__ = word
    return call


for _word in KERNEL_NAMES_PROPERTIES_HIDE:
    resource.method(_word)(_shadowing(_word))


@resource.method("action")
def action(rt: Runtime, self: RObject, value: Any = None) -> Any:
    """Chef's `action(arg = nil)`: the actions to run (a Symbol or an Array of them)."""
    target = resource_of(self)
    if value is None:
        return RArray(sym(a) for a in target.action)
    try:
        target.set_action(to_py(value), rt.host.span_here())
    except _RuntimeErrors as exc:
        raise rt.host._as_ruby(exc) from None
    return value


def _guard(kind: str) -> Any:
    """Chef's `only_if(command = nil, opts = {}, &block)` and `not_if`."""

    def add(
        rt: Runtime, self: RObject, command: Any = None, opts: Any = None, *, block: Any = None
    ):
        from toque.runtime.guards import add_guard

        dsl = rt.host
        check = to_py(command) if command is not None else None
        options = None
        if isinstance(opts, RHash):
            options = {str(k): v for k, v in to_py(opts).items()}
        span = dsl.span_here()
        if block is not None and check is None:
            check = dsl.deferred(block, kind)
        if isinstance(check, RProc):
            check = dsl.deferred(check, kind)
        add_guard(resource_of(self), kind, check, options, span)
        return None

    add.__name__ = kind
    return add


resource.method("only_if")(_guard("only_if"))
resource.method("not_if")(_guard("not_if"))


def _notify(kind: str) -> Any:
    """Chef's `notifies(action, resource_spec, timing = :delayed)` and `subscribes`."""

    def add(rt: Runtime, self: RObject, action: Any, target: Any, timing: Any = _UNSET) -> None:
        dsl = rt.host
        if isinstance(target, RObject) and RESOURCE_IVAR in target.ivars:
            target = resource_of(target)
        else:
            target = to_py(target)
        when = "delayed" if timing is _UNSET else to_py(timing)
        try:
            getattr(resource_of(self), kind)(to_py(action), target, when, dsl.span_here())
        except _RuntimeErrors as exc:
            raise dsl._as_ruby(exc) from None

    add.__name__ = kind
    return add


resource.method("notifies")(_notify("notifies"))
resource.method("subscribes")(_notify("subscribes"))


@resource.method("delayed_action")
def delayed_action(rt: Runtime, self: RObject, action: Any) -> None:
    try:
        resource_of(self).delayed_action(to_py(action), rt.host.span_here())
    except _RuntimeErrors as exc:
        raise rt.host._as_ruby(exc) from None


@resource.method("name")
def name(rt: Runtime, self: RObject, value: Any = _UNSET) -> Any:
    """The name property: `name "x"` in the block renames the resource (Chef's property
    setter), before it joins the collection under its `type[name]`."""
    target = resource_of(self)
    if value is not _UNSET:
        given = to_py(value)
        target.raw_name = given
        target.name = ", ".join(map(str, given)) if isinstance(given, (list, tuple)) else str(given)
    return to_ruby(target.raw_name)


@resource.method("to_s", "inspect")
def to_s(rt: Runtime, self: RObject) -> RString:
    return RString(str(resource_of(self)))


@resource.method("run_action")
def run_action(
    rt: Runtime, self: RObject, action: Any, notification_type: Any = None, notifier: Any = None
) -> None:
    """Chef's `run_action(action, notification_type = nil, notifying_resource = nil)` at
    compile time: the action runs now (the runner's compile-time rules)."""
    rt.host.run_now(resource_of(self), [str(to_py(action))])
    return None


@resource.method("updated?", "updated_by_last_action?")
def updated(rt: Runtime, self: RObject) -> bool:
    return bool(resource_of(self).updated)


def _block_module(rt: Runtime, block: Any) -> Any:
    module = rt.send(rt.Object.consts["Module"], "new", [], None)
    rt.send(module, "module_eval", [], block)
    return module


@resource.method("helpers")
def helpers(rt: Runtime, self: RObject, *modules: Any, block: Any = None) -> Any:
    """A template's `helpers(Module)` / `helpers do … end`; on another resource, a plain
    name (a property or the recipe's method)."""
    found = getattr(resource_of(self), "template_helpers", None)
    if not isinstance(found, list):
        return property_call(rt, self, "helpers", modules, block)
    if block is not None:
        found.append(_block_module(rt, block))
    found.extend(modules)
    return None


@resource.method("helper")
def helper(rt: Runtime, self: RObject, *args: Any, block: Any = None) -> Any:
    """A template's `helper(:name) { … }`; on another resource, a plain name."""
    found = getattr(resource_of(self), "template_helpers", None)
    if not isinstance(found, list):
        return property_call(rt, self, "helper", args, block)
    if len(args) != 1:
        raise rt.arity_error(len(args), "1")
    if block is None:
        raise rt.error("ArgumentError", "helper needs a name and a block")
    found.append((rt.to_s(args[0]), block))
    return None


@resource.method("cookbook_name")
def cookbook_name(rt: Runtime, self: RObject) -> Any:
    cookbook = resource_of(self).cookbook_name
    return None if cookbook is None else RString(cookbook)


# -- what a resource tells about itself (Chef::Resource's readers) ---------------------------


@resource.method("identity")
def identity(rt: Runtime, self: RObject) -> Any:
    return to_ruby(resource_of(self).identity)


@resource.method("resource_name")
def resource_name(rt: Runtime, self: RObject) -> Any:
    return sym(resource_of(self).resource_name)


@resource.method("declared_type")
def declared_type(rt: Runtime, self: RObject) -> Any:
    return sym(resource_of(self).declared_type)


@resource.method("source_line")
def source_line(rt: Runtime, self: RObject) -> Any:
    location = resource_of(self).location
    return RString(location) if location else None


@resource.method("cookbook_name=")
def set_cookbook_name(rt: Runtime, self: RObject, name: Any) -> Any:
    """A resource made with .new names the cookbook its templates and files come from."""
    resource_of(self).cookbook_name = None if name is None else rt.to_s(name)
    return name


@resource.method("provider")
def provider(rt: Runtime, self: RObject, klass: Any = None) -> Any:
    """`provider Chef::Provider::Service::Systemd` in a resource's block: that provider."""
    target = resource_of(self)
    if klass is not None:
        from toque.interpreter.dsl.provider_class import python_provider

        target.provider_override = python_provider(rt.host, klass)
        target.provider_ruby = klass
        if "provider" in target.properties:  # service: the class's name picks the init system
            target.provider = klass
    return getattr(target, "provider_ruby", None)


@resource.method("current_value_does_not_exist!")
def current_value_does_not_exist(rt: Runtime, self: RObject) -> None:
    """In `load_current_value`: there is nothing on the host (the action creates it)."""
    klass = rt.const_get("Chef::Exceptions::CurrentValueDoesNotExist")
    raise RubyError(rt.new_exception(klass, RString("current value does not exist")))


@resource.method("property_is_set?")
def property_is_set(rt: Runtime, self: RObject, name: Any) -> bool:
    return resource_of(self).is_set(str(to_py(name)))


@resource.method("updated_by_last_action")
def updated_by_last_action(rt: Runtime, self: RObject, value: Any = _UNSET) -> bool:
    """`new_resource.updated_by_last_action(true)` in an action: updated, nothing to show."""
    target = resource_of(self)
    if value is not _UNSET:
        target.updated_by_last_action = rt.truthy(value)
    return bool(target.updated_by_last_action)


__all__ = [
    "KERNEL_NAMES_PROPERTIES_HIDE",
    "RESOURCE_IVAR",
    "property_call",
    "resource",
    "resource_of",
    "set_property",
]
