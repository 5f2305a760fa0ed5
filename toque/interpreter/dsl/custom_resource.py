"""Custom resources from a cookbook's `resources/*.rb`: a Resource and a Provider class built from Chef's DSL."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.dsl.custom_provider import provider_class_for
from toque.interpreter.dsl.resource_class import (
    Spec,
    State,
    action_class_of,
    camel,
    lineage,
    spec_of,
)
from toque.interpreter.dsl.ruby_errors import ruby_error
from toque.interpreter.dsl.run_context import (
    ruby_run_context,
)
from toque.interpreter.dsl.value_bridge import to_py
from toque.interpreter.model.classes import RClass
from toque.interpreter.model.frames import Frame, RProc
from toque.interpreter.model.objects import RArray, RObject, sym
from toque.interpreter.model.signals import RubyError
from toque.runtime.properties import Property
from toque.runtime.resource import Resource
from toque.source import Span

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

_RESOURCE = "@__resource"
_RUNTIME = "@__runtime"  # on a core resource's Ruby class: its runtime class
# names the runtime Resource uses itself: such properties are stored under another attribute
_TAKEN = frozenset(n for n in dir(Resource) if not isinstance(getattr(Resource, n), Property)) | {
    "raw_name", "span", "declared_type", "cookbook", "recipe", "action", "guards",
    "notifications", "subscriptions", "updated", "updated_by_last_action", "_values",
}  # fmt: skip


def install_resource_classes(dsl: Any, state: State) -> None:
    """The methods of resource class bodies and of action contexts, and the core resources'
    and providers' classes, on the shared Ruby classes of a run (`state`, which the RecipeDSL
    keeps as `resource_classes`)."""
    from toque.interpreter.dsl import core_classes, provider_class, resource_class_methods

    resource_class_methods.resource_class.install(dsl.rt)
    provider_class.install(dsl, state)
    core_classes.install(dsl, state)


def qualified_name(cookbook: str, path: Path) -> str:
    """Chef's filename_to_qualified_string: `cb_NAME`, just `cb` for default.rb, with
    anything but letters, digits and `_` made `_` (`my-cb` gives `my_cb_NAME`)."""
    name = cookbook if path.stem == "default" else f"{cookbook}_{path.stem}"
    return re.sub(r"[^A-Za-z0-9_]", "_", name).lstrip("_")


def load_custom_resource(rt: Runtime, dsl: Any, cookbook_name: str, path: Path | str) -> type:
    """Run a resources/*.rb file as the body of a new Chef::Resource::LWRPBase subclass (as
    Chef's LWRPBase.build_from_file does) and register its Resource and Provider classes."""
    from toque.interpreter.dsl.cookbook import from_file_scope
    from toque.interpreter.program import run_file

    state = dsl.resource_classes
    path = Path(path)
    auto = qualified_name(cookbook_name, path)
    dsl.ctx.registry.load_deferred(auto)  # a core resource of this name comes first
    klass = RClass(f"Chef::Resource::{camel(auto)}", state.resource_base)
    spec = spec_of(klass, str(path))
    spec.cookbook, spec.auto_name = cookbook_name, auto
    # the file is the class body, class_eval'd by Chef's class_from_file (its lexical scope)
    frame = Frame(klass, None, (klass, *from_file_scope(rt), rt.Object), klass)
    frame.file = str(path)
    frame.visibility = "public"
    run_file(rt, path, frame=frame)
    return register(dsl, klass)


# -- from Ruby classes to runtime classes -----------------------------------------------------


def _merged(dsl: Any, klass: RClass) -> Spec:
    """One Spec with what `klass` and its ancestors declared (the nearest wins)."""
    own = spec_of(klass)
    merged = Spec(klass, own.path, own.cookbook, own.auto_name, list(own.names))
    merged.display_name = own.display_name
    for spec in lineage(klass):
        merged.properties.update(spec.properties)
        merged.actions.update(spec.actions)
        merged.extra_actions += spec.extra_actions
        merged.default_action = spec.default_action or merged.default_action
        merged.load_current = spec.load_current or merged.load_current
        merged.provider = spec.provider or merged.provider
        if spec.name_default is not None:
            merged.name_default = spec.name_default
    merged.action_class = action_class_of(dsl, klass)
    return merged


def core_runtime(klass: RClass) -> type[Resource] | None:
    """The runtime class of the nearest core resource class `klass` descends from."""
    k: Any = klass
    while isinstance(k, RClass):
        found = k.ivars.get(_RUNTIME)
        if found is not None:
            return found
        k = k.superclass
    return None


def runtime_of(dsl: Any, klass: RClass) -> type[Resource]:
    """The runtime Resource class of a Ruby resource class, built on first need."""
    core = klass.ivars.get(_RUNTIME)
    if core is not None:
        return core
    spec = spec_of(klass)
    if spec.built is None:
        register(dsl, klass)
    return spec.built[0]


def register(dsl: Any, klass: RClass) -> type[Resource]:
    """Build `klass`'s runtime classes and register them under the names it provides."""
    spec = spec_of(klass)
    merged = _merged(dsl, klass)
    resource_cls = _resource_class(merged, core_runtime(klass) or Resource)
    resource_cls.ruby_hooks = RubyHooks(dsl, klass)
    dsl.ruby_classes[resource_cls] = klass  # its proxies carry the class's methods
    provider_cls = _provider_for(dsl, merged, resource_cls)
    spec.built = (resource_cls, provider_cls)
    registry = dsl.ctx.registry
    if resource_cls.provides_names:
        registry.add(resource_cls)
        if provider_cls is not None and (merged.actions or merged.provider is not None or not any(
            n in registry.providers for n in resource_cls.provides_names
        )):  # fmt: skip
            registry.add(provider_cls)
    return resource_cls


def _provider_for(dsl: Any, merged: Spec, resource_cls: type[Resource]) -> type | None:
    names = resource_cls.provides_names
    if merged.actions:
        return provider_class_for(merged, dsl, names)
    if merged.provider is not None:
        from toque.interpreter.dsl.provider_class import python_provider

        found = python_provider(dsl, merged.provider)
        return type(found.__name__, (found,), {"provides_names": names,
                                               "__module__": __name__})  # fmt: skip
    if core_runtime(merged.ruby_class) is not None:
        return None  # the core provider, found through the runtime class's parents
    return provider_class_for(merged, dsl, names)


def _resource_class(spec: Spec, base: type[Resource]) -> type[Resource]:
    ns: dict[str, Any] = {}
    renamed = False
    for name, prop in spec.properties.items():
        renamed = renamed or name in _TAKEN
        ns[f"_prop_{name}" if name in _TAKEN else name] = prop
    actions = tuple(dict.fromkeys([*base.actions, *spec.actions, *spec.extra_actions]))
    display = spec.display_name or (spec.names[0] if spec.names else spec.auto_name)
    if not actions and spec.auto_name is None:
        default = "nothing"
    else:
        default = spec.default_action or (
            base.default_action if base is not Resource else (actions[0] if actions else "nothing")
        )
    names = [spec.auto_name] if spec.auto_name else []
    names += spec.names
    if spec.auto_name and spec.display_name and not spec.names:
        names.append(spec.display_name)
    if spec.name_default is not None:
        ns.update(name_optional=True, name_default=spec.name_default)
    ns.update(
        actions=actions,
        default_action=default,
        resource_name=display or (camel_to_snake(spec.ruby_class.name or "resource")),
        provides_names=tuple(dict.fromkeys(names)),
        __module__=__name__,
        __doc__=f"custom resource from {spec.path or spec.ruby_class.name}",
    )
    cls = type(camel(ns["resource_name"]), (base,), ns)
    for name, prop in spec.properties.items():
        prop.name = name  # __set_name__ saw the stored attribute name
    if renamed:
        _rekey(cls)
    return cls


def camel_to_snake(name: str) -> str:
    """`Chef::Resource::MyThing` → `my_thing` (Chef's convert_to_snake_case)."""
    last = name.rsplit("::", 1)[-1]
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", last).lower()


def _rekey(cls: type[Resource]) -> None:
    """Key the class tables by property name where a property had to be stored under another."""
    props = {p.name: p for p in cls.properties.values()}
    cls.properties = props
    cls._plain_defaults = {n: p.shared_default() for n, p in props.items() if p.plain_default()}
    cls._computed = tuple(p for n, p in props.items() if n not in cls._plain_defaults)


class RubyHooks:
    """What a Ruby resource class adds to building one of its resources: a user-written
    `initialize` (old library resources set @provider, @action, @allowed_actions there)
    and `after_created` (run after the resource's block, as Chef's ResourceBuilder does)."""

    def __init__(self, dsl: Any, klass: RClass) -> None:
        self.dsl, self.klass = dsl, klass
        state = dsl.resource_classes
        init = klass.find_method("initialize")
        self.has_init = init is not None and init.owner not in (state.resource, dsl.rt.Object,
                                                                 dsl.rt.BasicObject)  # fmt: skip
        after = klass.find_method("after_created")
        self.has_after = after is not None and after.owner is not state.resource

    def initialize(self, proxy: RObject, args: list) -> None:
        if not self.has_init:
            return
        rt = self.dsl.rt
        resource = proxy.ivars[_RESOURCE]
        proxy.ivars["@allowed_actions"] = RArray(sym(a) for a in resource.allowed_actions())
        proxy.ivars["@action"] = RArray(sym(a) for a in resource.action)
        method = self.klass.find_method("initialize")
        params = [args[0] if args else None, ruby_run_context(rt, self.dsl.ctx)]
        method.fn(rt, proxy, params[:1] if method.arity == 1 else params, None)
        self._read_back(proxy, resource)

    def _read_back(self, proxy: RObject, resource: Resource) -> None:
        allowed = proxy.ivars.get("@allowed_actions")
        if isinstance(allowed, RArray):
            names = tuple(dict.fromkeys(["nothing", *(str(to_py(a)) for a in allowed)]))
            if set(names) - set(resource.allowed_actions()):
                resource.allowed_actions = lambda names=names: names  # type: ignore[method-assign]
        action = proxy.ivars.get("@action")
        if action is not None:
            resource.set_action(to_py(action))
        provider = proxy.ivars.get("@provider")
        if isinstance(provider, RClass):
            from toque.interpreter.dsl.provider_class import python_provider

            resource.provider_override = python_provider(self.dsl, provider)

    def after_created(self, proxy: RObject) -> None:
        if self.has_after:
            self.dsl.rt.send(proxy, "after_created", [])


def instantiate(dsl: Any, klass: RClass, args: list, block: Any) -> RObject:
    """`Chef::Resource::File.new("/x", run_context)`: a resource of that class in no
    collection, as Chef builds one from Ruby (a library's load_current_resource does)."""
    rt = dsl.rt
    if not args:
        raise rt.arity_error(0, "1..2")
    runtime = runtime_of(dsl, klass)
    name = to_py(args[0])
    span = dsl.span_here()
    resource = runtime("" if name is None else name, span, declared_type=runtime.resource_name)
    proxy = RObject(klass)
    proxy.ivars[_RESOURCE] = resource
    proxy.ivars["@__recipe"] = None
    dsl.proxies[id(resource)] = proxy
    hooks = getattr(runtime, "ruby_hooks", None)
    if hooks is not None and hooks.klass is klass:
        hooks.initialize(proxy, args[:1])
    if block is not None:
        dsl.run_block(proxy, block)
    return proxy


class InstanceDeferred:
    """`default: lazy { … }` in a resource file: run with the resource as self (Chef's instance_exec)."""

    def __init__(self, dsl: Any, proc: RProc, span: Span | None) -> None:
        self.dsl, self.proc, self.span = dsl, proc, span

    def call(self, *args: Any) -> Any:
        rt = self.dsl.rt
        proxy = self.dsl.proxy(args[0]) if args else None
        try:
            value = rt.call_proc(self.proc, [proxy] if self.proc.arity == 1 else [], self_=proxy)
        except RubyError as err:
            raise ruby_error(rt, err, self.span) from None
        return to_py(value)

    def describe(self) -> str:
        return "lazy { … }"


__all__ = ["Spec", "install_resource_classes", "instantiate", "load_custom_resource", "register",
           "runtime_of"]  # fmt: skip
