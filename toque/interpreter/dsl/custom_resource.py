"""Custom resources from a cookbook's `resources/*.rb`: a Resource and a Provider class built from Chef's DSL."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from toque.errors import ToqueError
from toque.interpreter.dsl.resource_class import (
    Spec,
    State,
    action_class_of,
    camel,
    dsl_state,
    lineage,
    spec_of,
)
from toque.interpreter.dsl.ruby_errors import ruby_error
from toque.interpreter.dsl.run_context import (
    CONTEXT_IVAR,
    context_of,
    declare,
    ruby_run_context,
)
from toque.interpreter.dsl.value_bridge import property_value, to_py, to_ruby
from toque.interpreter.model.classes import Method, RClass
from toque.interpreter.model.frames import Frame, RProc
from toque.interpreter.model.objects import RArray, RObject, RString, sym
from toque.interpreter.model.signals import RubyError
from toque.runtime.notifications import resolve_notifications
from toque.runtime.properties import Property
from toque.runtime.provider import Change, Provider, Requirement
from toque.runtime.resource import Resource
from toque.runtime.sensitive import shown_value
from toque.runtime.values import inspect
from toque.source import Span

_RESOURCE = "@__resource"
_SCOPE = "@__scope"
_RUNTIME = "@__runtime"  # on a core resource's Ruby class: its runtime class
# names the runtime Resource uses itself: such properties are stored under another attribute
_TAKEN = frozenset(n for n in dir(Resource) if not isinstance(getattr(Resource, n), Property)) | {
    "raw_name", "span", "declared_type", "cookbook", "recipe", "action", "guards",
    "notifications", "subscriptions", "updated", "updated_by_last_action", "_values",
}  # fmt: skip


def custom_resource_state(dsl: Any) -> State:
    """The shared Ruby classes, with the methods of resources and of action contexts."""
    fresh = dsl.resource_classes is None
    state = dsl_state(dsl)
    if fresh:
        _define_resource_methods(dsl, state)
        _define_action_methods(dsl, state)
        from toque.interpreter.dsl import core_classes, provider_class

        provider_class.install(dsl, state)
        core_classes.install(dsl, state)
    return state


def qualified_name(cookbook: str, path: Path) -> str:
    """Chef's filename_to_qualified_string: `cb_NAME`, just `cb` for default.rb, with
    anything but letters, digits and `_` made `_` (`my-cb` gives `my_cb_NAME`)."""
    name = cookbook if path.stem == "default" else f"{cookbook}_{path.stem}"
    return re.sub(r"[^A-Za-z0-9_]", "_", name).lstrip("_")


def load_custom_resource(rt: Any, dsl: Any, cookbook_name: str, path: Path | str) -> type:
    """Run a resources/*.rb file as the body of a new Chef::Resource::LWRPBase subclass (as
    Chef's LWRPBase.build_from_file does) and register its Resource and Provider classes."""
    from toque.interpreter.program import run_file

    state = custom_resource_state(dsl)
    path = Path(path)
    auto = qualified_name(cookbook_name, path)
    klass = RClass(f"Chef::Resource::{camel(auto)}", state.resource_base)
    spec = spec_of(klass, str(path))
    spec.cookbook, spec.auto_name = cookbook_name, auto
    frame = Frame(klass, None, (klass, rt.Object), klass)  # the file is the class body
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
        return _provider_class(merged, dsl, names)
    if merged.provider is not None:
        from toque.interpreter.dsl.provider_class import python_provider

        found = python_provider(dsl, merged.provider)
        return type(found.__name__, (found,), {"provides_names": names,
                                               "__module__": __name__})  # fmt: skip
    if core_runtime(merged.ruby_class) is not None:
        return None  # the core provider, found through the runtime class's parents
    return _provider_class(merged, dsl, names)


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


class CustomProvider(Provider):
    """Runs a custom resource's Ruby action blocks (see `_provider_class`)."""

    spec: Spec
    dsl: Any
    runner: Any = None  # the runner converging this resource (it sets this)

    def load_current(self) -> None:
        self.current = None
        block = self.spec.load_current
        if block is None:
            return
        resource = self.resource
        current = type(resource)(resource.raw_name, resource.span,
                                 declared_type=resource.declared_type)  # fmt: skip
        for name, prop in resource.properties.items():
            if (prop.identity or prop.name_property or not prop.desired_state) and resource.is_set(
                name
            ):
                current._values[name] = resource._values[name]
        rt = self.dsl.rt
        proxy = RObject(self.spec.ruby_class)
        proxy.ivars[_RESOURCE] = current
        args = [self.dsl.proxy(resource)] if block.arity == 1 else []
        try:
            rt.call_proc(block, args, self_=proxy, defcls=self.spec.ruby_class)
        except RubyError as err:
            if err.exc.cls is self.dsl.resource_classes.no_current:
                return
            raise self._located(err, "load_current_value") from None
        self.current = current
        self.current_proxy = proxy

    def ruby_object(self) -> RObject:
        """The action class's instance the actions and requirements run in (one per
        provider, as Chef makes one provider object per action)."""
        obj = self.__dict__.get("obj")
        if obj is None:
            obj = self.obj = RObject(self.spec.action_class)
        return obj

    def enter(self, what: str) -> Scope:
        obj = self.ruby_object()
        scope = obj.ivars[_SCOPE] = Scope(self, what)
        obj.ivars[CONTEXT_IVAR] = scope.ctx
        # Chef::Provider's reader: a Ruby-defined `current_resource` (the provider class base)
        # reads the ivar, so it holds what load_current_value found (nil: nothing there)
        if (
            getattr(self.spec, "load_current", None) is not None
        ):  # (a library provider sets its own)
            found = self.current is not None
            obj.ivars["@current_resource"] = self.__dict__.get("current_proxy") if found else None
        return scope

    def requirements(self, action: str) -> list[Requirement]:
        """Chef's define_resource_requirements + process_resource_requirements."""
        from toque.interpreter.dsl.provider_class import ruby_requirements

        return ruby_requirements(self, action)

    def _located(self, err: RubyError, where: str) -> ToqueError:
        original = getattr(err, "toque_error", None)
        if original is not None:
            if original.source is None and original.span is not None:
                original.source = self.dsl.source(original.span.file)
            return original
        located = ruby_error(self.dsl.rt, err, Span(self.spec.path, 1, 1))
        kind = located.kind = err.exc.cls.name  # shown as the error's name, as Chef does
        text = located.message.removeprefix(f"{kind}: ")
        span = located.span
        located.message = f"{text}\n\nCookbook Trace:\n  {span.file}:{span.line}: in {where}"
        return located

    def run(self, action: str) -> Any:
        scope = self.enter(action)
        obj = self.ruby_object()
        try:
            # Chef compiles each action into a method (define_method "action_NAME"):
            # a `return` in the block ends the action
            self.dsl.rt.call_proc(self.spec.actions[action], [], self_=obj,
                                  defcls=self.spec.action_class,
                                  method=f"action_{action}")  # fmt: skip
        except RubyError as err:
            raise self._located(err, f"action :{action} of {self.resource}") from None
        scope.finish()
        if scope.updated or self.resource.updated_by_last_action:  # notify_group marks itself
            yield Change(f"run action :{action}", quiet=True)


def _provider_class(spec: Spec, dsl: Any, names: tuple[str, ...]) -> type[Provider]:
    ns: dict[str, Any] = {"spec": spec, "dsl": dsl, "__module__": __name__,
                          "provides_names": names}  # fmt: skip
    for action in spec.actions:
        ns[f"action_{action}"] = lambda self, a=action: self.run(a)
    return type(
        f"{camel(spec.auto_name or spec.ruby_class.name or 'X')}Provider", (CustomProvider,), ns
    )


class Scope:
    """One run of an action: its nested resources (converged as declared) and whether it updated."""

    def __init__(self, provider: CustomProvider, action: str) -> None:
        from toque.runtime.runner import Runner

        self.provider = provider
        self.action = action
        self.ctx = provider.ctx.create_child()  # Chef's child run_context for the action
        self.collection = self.ctx.collection
        parent = provider.runner or Runner(provider.ctx)
        self.runner = parent.nested(provider.why_run, self.ctx)
        self.updated = False

    def declare(self, name: str, args: list, block: Any, recv: RObject) -> RObject:
        proxy = self.provider.dsl.declare(name, args, block, recv, self.ctx)
        resource = proxy.ivars[_RESOURCE]
        # unified mode: a target declared later is no error yet (Chef holds the immediate
        # notification until the target is declared, and checks every target when the action ends)
        resolve_notifications(self.ctx.visible([resource]), self.ctx.events, strict=False)  # type: ignore[arg-type]
        self.updated = self.runner.run_resource(resource) or self.updated
        self.runner.fire_held(resource, self.ctx.visible())  # type: ignore[arg-type]
        return proxy

    def _bind(self, resources: list[Resource]) -> None:
        resolve_notifications(self.ctx.visible(resources), self.ctx.events)  # type: ignore[arg-type]

    def finish(self) -> None:
        """Delayed notifications of the nested resources run when the action ends."""
        self._bind(list(self.collection))
        failures = self.runner.run_delayed()
        if failures:
            raise failures[0][1]
        self.updated = self.updated or any(r.updated for r in self.collection)

    def converge_by(self, lines: Any, block: Any) -> None:
        provider = self.provider
        if block is not None and not provider.why_run:
            provider.dsl.rt.call_proc(block, [])
        change = Change(lines)
        provider.ctx.events.resource_update(provider.resource, self.action, change,
                                            provider.why_run)  # fmt: skip
        self.updated = True

    def converge_if_changed(self, names: list[str], block: Any) -> bool:
        resource, current = self.provider.resource, self.provider.current
        props = resource.properties
        names = names or [n for n in self.provider.spec.properties if props[n].desired_state]

        if current is None:
            width = max((len(n) for n in names), default=0)
            unset = {n for n in names if not resource.is_set(n)}  # before a read sets defaults
            lines = [f"create {_to_s(resource.identity)}"] + [
                f"  set {n.ljust(width)} to {shown_value(resource, n, resource.get(n))}"
                + (" (default value)" if n in unset else "")
                for n in names
            ]
        else:
            considered = [n for n in names if resource.is_set(n) or _has_default(props[n])]
            changed = [n for n in considered if resource.get(n) != current.get(n)]
            if not changed:
                return False
            width = max(len(n) for n in changed)
            lines = [f"update {_to_s(current.identity)}"] + [
                f"  set {n.ljust(width)} to {shown_value(resource, n, resource.get(n))}"
                + ("" if resource.sensitive or props[n].sensitive
                   else f" (was {inspect(current.get(n))})")
                for n in changed
            ]  # fmt: skip
        self.converge_by(lines, block)
        return True


def _to_s(value: Any) -> str:
    return str.__str__(value) if isinstance(value, str) else inspect(value)


def _has_default(prop: Property) -> bool:
    return prop.name_property or prop.shared_default() is not None or not prop.plain_default()


# -- Ruby methods of custom resources and of action contexts -------------------------------------


def _define_resource_methods(dsl: Any, state: State) -> None:
    def does_not_exist(rt_, recv, args, block):
        raise RubyError(
            rt_.new_exception(state.no_current, RString("current value does not exist"))
        )

    def property_is_set(rt_, recv, args, block):
        return recv.ivars[_RESOURCE].is_set(str(to_py(args[0])))

    def updated_by_last_action(rt_, recv, args, block):
        # `new_resource.updated_by_last_action(true)` in an action: updated with nothing to show
        resource = recv.ivars[_RESOURCE]
        if args:
            resource.updated_by_last_action = rt_.truthy(args[0])
        return bool(resource.updated_by_last_action)

    def provider(rt_, recv, args, block):
        # `provider Chef::Provider::Service::Systemd` in a resource's block: that provider
        resource = recv.ivars[_RESOURCE]
        if args and args[0] is not None:
            from toque.interpreter.dsl.provider_class import python_provider

            resource.provider_override = python_provider(dsl, args[0])
            resource.provider_ruby = args[0]
        return getattr(resource, "provider_ruby", None)

    def identity(rt_, recv, args, block):
        return to_ruby(recv.ivars[_RESOURCE].identity)

    def resource_name(rt_, recv, args, block):
        return sym(recv.ivars[_RESOURCE].resource_name)

    def declared_type(rt_, recv, args, block):
        return sym(recv.ivars[_RESOURCE].declared_type)

    def source_line(rt_, recv, args, block):
        location = recv.ivars[_RESOURCE].location
        return RString(location) if location else None

    def set_cookbook_name(rt_, recv, args, block):
        # a resource made with .new names the cookbook its templates and files come from
        recv.ivars[_RESOURCE].cookbook_name = None if args[0] is None else rt_.to_s(args[0])
        return args[0]

    klass = state.resource
    for name, fn in (("identity", identity), ("resource_name", resource_name),
                     ("cookbook_name=", set_cookbook_name),
                     ("declared_type", declared_type), ("source_line", source_line),
                     ("provider", provider), ("current_value_does_not_exist!", does_not_exist),
                     ("property_is_set?", property_is_set),
                     ("updated_by_last_action", updated_by_last_action)):  # fmt: skip
        klass.define(name, Method(name, fn, klass, -1))


def _define_action_methods(dsl: Any, state: State) -> None:
    def scope(recv: RObject) -> Scope:
        return recv.ivars[_SCOPE]

    def new_resource(rt_, recv, args, block):
        return dsl.proxy(scope(recv).provider.resource)

    def current_resource(rt_, recv, args, block):
        provider = scope(recv).provider
        return provider.current_proxy if provider.current is not None else None

    def converge_by(rt_, recv, args, block):
        scope(recv).converge_by(to_py(args[0]) if args else "", block)
        return True

    def converge_if_changed(rt_, recv, args, block):
        return scope(recv).converge_if_changed([str(to_py(a)) for a in args], block)

    def property_is_set(rt_, recv, args, block):
        # Chef's action_class: `property_is_set?(:x)` asks the new resource
        return scope(recv).provider.resource.is_set(str(to_py(args[0])))

    def method_missing(rt_, recv, args, block):
        name = args[0].name
        sc = scope(recv)
        if dsl.ctx.registry.knows(name):
            return declare(rt_, recv, name, list(args[1:]), block, context_of(rt_, recv))
        spec = sc.provider.spec
        if name.startswith("action_") and name[7:] in spec.actions and not args[1:]:
            # Chef's compiled `action_enable`: another action's body, run in this one
            rt_.call_proc(spec.actions[name[7:]], [], self_=recv, defcls=spec.action_class,
                          method=name)  # fmt: skip
            return None
        resource = sc.provider.resource
        proxy = dsl.proxy(resource)
        if rt_.responds(proxy, name) and rt_.class_of(proxy).find_method(name).owner not in (
            dsl.resource_class,
            rt_.Object,
            rt_.BasicObject,
        ):
            return rt_.send(proxy, name, list(args[1:]), block)  # helpers of the resource file
        if name in resource.properties and len(args) == 1:
            return property_value(resource, name)
        raise rt_.error("NoMethodError",
                        f"undefined method `{name}' in action :{sc.action} of {resource}")  # fmt: skip

    klass = state.provider
    for name, fn in (
        ("new_resource", new_resource), ("current_resource", current_resource),
        ("current_value", current_resource), ("converge_by", converge_by),
        ("converge_if_changed", converge_if_changed), ("method_missing", method_missing),
        ("property_is_set?", property_is_set),
    ):  # fmt: skip
        klass.define(name, Method(name, fn, klass, -1))


# for lwrp.py and provider_class.py: Ruby providers run as action contexts of their own
SCOPE_IVAR = _SCOPE

__all__ = ["SCOPE_IVAR", "CustomProvider", "Scope", "Spec", "custom_resource_state",
           "instantiate", "load_custom_resource", "register", "runtime_of"]  # fmt: skip
