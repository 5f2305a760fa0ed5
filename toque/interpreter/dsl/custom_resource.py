"""Custom resources from a cookbook's `resources/*.rb`: a Resource and a Provider class built from Chef's DSL."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toque.errors import ToqueError
from toque.interpreter.dsl.convert import to_py, to_ruby
from toque.interpreter.dsl.errors import ruby_error
from toque.interpreter.dsl.run_context import CONTEXT_IVAR, context_of, declare
from toque.interpreter.frames import Frame, RProc
from toque.interpreter.model import Method, RClass
from toque.interpreter.signals import RubyError
from toque.interpreter.values import RArray, RHash, RObject, RString
from toque.runtime.deferred import Lazy
from toque.runtime.errors import ResourceNotFound
from toque.runtime.errors import RuntimeToqueError as _RuntimeErrors
from toque.runtime.notifications import resolve_notifications
from toque.runtime.properties import Property
from toque.runtime.provider import Change, Provider
from toque.runtime.resource import Resource
from toque.runtime.sensitive import shown_value
from toque.runtime.values import Sym, inspect
from toque.source import Span

_RESOURCE = "@__resource"
_SPEC = "@__spec"
_SCOPE = "@__scope"
# Ruby class → the runtime Property type; `object` means "anything"
_TYPES: dict[str, tuple[Any, ...]] = {
    "String": (str,), "Integer": (int,), "Float": (float,), "Numeric": (int, float),
    "Array": (list,), "Hash": (dict,), "TrueClass": (True,), "FalseClass": (False,),
    "NilClass": (None,), "Symbol": (Sym,), "Object": (object,), "BasicObject": (object,),
}  # fmt: skip
# names the runtime Resource uses itself: such properties are stored under another attribute
_TAKEN = frozenset(n for n in dir(Resource) if not isinstance(getattr(Resource, n), Property)) | {
    "raw_name", "span", "declared_type", "cookbook", "recipe", "action", "guards",
    "notifications", "subscriptions", "updated", "updated_by_last_action", "_values",
}  # fmt: skip
_DOC_ONLY = ("description", "introduced", "examples", "preview_resource", "skip_docs",
             "deprecated", "chef_version_for_provides", "identity_attr", "state_attrs",
             "use_inline_resources", "target_mode")  # fmt: skip


@dataclass
class Spec:
    """What a resources/*.rb file declared, gathered while it runs."""

    cookbook: str
    path: str
    auto_name: str
    ruby_class: RClass
    action_class: RClass
    names: list[str] = field(default_factory=list)
    display_name: str | None = None
    properties: dict[str, Property] = field(default_factory=dict)
    actions: dict[str, RProc] = field(default_factory=dict)
    extra_actions: list[str] = field(default_factory=list)
    default_action: str | None = None
    load_current: RProc | None = None
    name_optional: bool = False  # `property :name, String, default: ""`: declared with no name


class _State:
    """Per-DSL state: the shared Ruby base classes and Ruby classes of each custom resource."""

    def __init__(self, dsl: Any) -> None:
        rt = dsl.rt
        self.resource_base = RClass("Chef::Resource::Custom", dsl.resource_class)
        self.action_base = RClass("Chef::Provider::ActionClass", dsl.recipe_class)
        self.builder_class = RClass("Chef::Resource::Builder", rt.Object)
        self.no_current = RClass("Chef::Exceptions::CurrentValueDoesNotExist", rt.StandardError)


def _state(dsl: Any) -> _State:
    state = dsl.custom_resources
    if state is None:
        state = dsl.custom_resources = _State(dsl)
        _define_builder(dsl, state)
        _define_resource_methods(dsl, state)
        _define_action_methods(dsl, state)
    return state


def qualified_name(cookbook: str, path: Path) -> str:
    """Chef's filename_to_qualified_string: `cb_NAME`, just `cb` for default.rb, with
    anything but letters, digits and `_` made `_` (`my-cb` gives `my_cb_NAME`)."""
    name = cookbook if path.stem == "default" else f"{cookbook}_{path.stem}"
    return re.sub(r"[^A-Za-z0-9_]", "_", name).lstrip("_")


def load_custom_resource(rt: Any, dsl: Any, cookbook_name: str, path: Path | str) -> type:
    """Run a resources/*.rb file and register its Resource and Provider classes."""
    from toque.interpreter.program import run_file

    state = _state(dsl)
    path = Path(path)
    auto = qualified_name(cookbook_name, path)
    spec = Spec(cookbook_name, str(path), auto, RClass(f"Chef::Resource::{_camel(auto)}",
                state.resource_base), RClass(f"{_camel(auto)}ActionClass", state.action_base))  # fmt: skip
    builder = RObject(state.builder_class)
    builder.ivars[_SPEC] = spec
    frame = Frame(builder, None, (rt.Object,), spec.ruby_class)  # `def` in the file: helpers
    frame.file = str(path)
    frame.visibility = "public"
    run_file(rt, path, frame=frame)
    resource_cls = _resource_class(spec)
    dsl.ruby_classes[resource_cls] = spec.ruby_class  # its proxies carry the file's helpers
    dsl.ctx.registry.add(resource_cls)
    dsl.ctx.registry.add(_provider_class(spec, dsl, resource_cls.provides_names))
    return resource_cls


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


# -- the resource class builder (self while the file runs) ------------------------------------


def _type_specs(rt: Any, value: Any) -> list[Any]:
    if isinstance(value, RArray):
        return [t for v in value for t in _type_specs(rt, v)]
    if isinstance(value, RClass):
        return list(_TYPES.get(value.name or "", (object,)))
    if value is None or value is True or value is False:
        return [value]
    if hasattr(value, "pattern") and hasattr(value, "source"):
        return [value.pattern]  # a Regexp
    return [to_py(value)]  # a literal (:sym, "text", 1) compared by value


def _property(rt: Any, dsl: Any, spec: Spec, args: list, block: Any) -> Property:
    options: dict[str, Any] = {}
    if args and isinstance(args[-1], RHash):
        options = {str(to_py(k)): v for k, v in args[-1].items()}
        args = args[:-1]
    if not args:
        raise rt.error("ArgumentError", "property needs a name")
    name = str(to_py(args[0]))
    types = [t for a in args[1:] for t in _type_specs(rt, a)]
    for key in ("kind_of", "is"):
        if key in options:
            types += _type_specs(rt, options[key])
    kw: dict[str, Any] = {"types": () if object in types else tuple(types)}
    if rt.truthy(options.get("name_property")) or rt.truthy(options.get("name_attribute")):
        kw["name_property"] = True
    default = options.get("default")
    default = default if isinstance(default, Lazy) else to_py(default)
    if "required" in options:
        req = to_py(options["required"])
        kw["required"] = [str(a) for a in req] if isinstance(req, list) else bool(req)
    for key in ("equal_to", "regex"):
        if key in options:
            value = options[key]
            items = list(value) if isinstance(value, RArray) else [value]
            kw[key] = [i.pattern if hasattr(i, "pattern") else to_py(i) for i in items]
    for key in ("desired_state", "identity", "sensitive"):
        if key in options:
            kw[key] = rt.truthy(options[key])
    if options.get("validation_message") is not None:
        kw["validation_message"] = rt.to_s(options["validation_message"])
    coerce = options.get("coerce")
    if isinstance(coerce, RProc):
        kw["coerce"] = lambda v, p=coerce: to_py(rt.call_proc(p, [to_ruby(v)]))
    callbacks = options.get("callbacks")
    if isinstance(callbacks, RHash):
        kw["callbacks"] = {
            rt.to_s(k): (lambda v, p=p: rt.truthy(rt.call_proc(p, [to_ruby(v)])))
            for k, p in callbacks.items()
        }
    try:
        if "default" in options and kw.get("name_property"):
            raise ValueError("a property cannot have both name_property and default")
        prop = Property(**kw)
        prop.name = name
        if "default" in options:  # checked once the property has its name
            prop.default = default
            if default is not None and not isinstance(default, Lazy):
                prop.validate(prop.coerced(default))
    except (ValueError, _RuntimeErrors) as exc:
        text = f"property {name}: {getattr(exc, 'message', exc)}"
        err = rt.error("ArgumentError", text)
        err.toque_error = ToqueError(text, dsl.span_here(), source=dsl.source(spec.path))
        raise err from None
    spec.properties[name] = prop
    return prop


def _define_builder(dsl: Any, state: _State) -> None:
    rt = dsl.rt

    def spec_of(recv: RObject) -> Spec:
        return recv.ivars[_SPEC]

    def names(args: list) -> list[str]:
        return [str(to_py(a)) for a in args if not isinstance(a, RHash)]

    def prop(rt_, recv, args, block):
        if args and to_py(args[0]) == "name":  # every resource has a name already; a
            last = args[-1]  # default makes it optional (build_essential, Chef 16+)
            if isinstance(last, RHash) and any(to_py(k) == "default" for k, _ in last.items()):
                spec_of(recv).name_optional = True
            return None
        _property(rt_, dsl, spec_of(recv), list(args), block)
        return args[0]

    def resource_name(rt_, recv, args, block):
        spec = spec_of(recv)
        if args:
            spec.display_name = names(args)[0]
        return to_ruby(Sym(spec.display_name or (spec.names[0] if spec.names else spec.auto_name)))

    def provides(rt_, recv, args, block):
        spec_of(recv).names += names(args)[:1]  # platform:/os: options are not checked
        return None

    def default_action(rt_, recv, args, block):
        spec_of(recv).default_action = str(to_py(args[0]))
        return args[0]

    def allowed_actions(rt_, recv, args, block):
        spec_of(recv).extra_actions += [str(a) for a in _flat(to_py(RArray(args)))]
        return None

    def action(rt_, recv, args, block):
        spec_of(recv).actions[str(to_py(args[0]))] = block
        return None

    def load_current_value(rt_, recv, args, block):
        spec_of(recv).load_current = block
        return None

    def action_class(rt_, recv, args, block):
        klass = spec_of(recv).action_class
        if block is not None:
            rt_.call_proc(block, [], self_=klass, defcls=klass)
        return klass

    def lazy(rt_, recv, args, block):
        return Lazy(_InstanceDeferred(dsl, block, dsl.span_here()))

    def ignore(rt_, recv, args, block):
        return None

    table = {
        "property": prop, "attribute": prop, "resource_name": resource_name,
        "provides": provides, "default_action": default_action,
        "allowed_actions": allowed_actions, "actions": allowed_actions, "action": action,
        "load_current_value": load_current_value, "action_class": action_class,
        "lazy": lazy, "unified_mode": ignore, **dict.fromkeys(_DOC_ONLY, ignore),
    }  # fmt: skip
    for name, fn in table.items():
        state.builder_class.define(name, Method(name, fn, state.builder_class, -1))
    del rt


def _flat(value: Any) -> list[Any]:
    return [x for v in value for x in _flat(v)] if isinstance(value, list) else [value]


class _InstanceDeferred:
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


# -- the runtime classes ------------------------------------------------------------------------


def _resource_class(spec: Spec) -> type[Resource]:
    ns: dict[str, Any] = {}
    renamed = False
    for name, prop in spec.properties.items():
        renamed = renamed or name in _TAKEN
        ns[f"_prop_{name}" if name in _TAKEN else name] = prop
    actions = tuple(dict.fromkeys([*spec.actions, *spec.extra_actions]))
    ns.update(
        actions=actions,
        default_action=spec.default_action or (actions[0] if actions else "nothing"),
        resource_name=spec.display_name or (spec.names[0] if spec.names else spec.auto_name),
        provides_names=tuple(dict.fromkeys([spec.auto_name, *spec.names] or []))
        + ((spec.display_name,) if spec.display_name and not spec.names else ()),
        __module__=__name__,
        __doc__=f"custom resource from {spec.path}",
        name_optional=spec.name_optional,
    )
    cls = type(_camel(ns["resource_name"]), (Resource,), ns)
    for name, prop in spec.properties.items():
        prop.name = name  # __set_name__ saw the stored attribute name
    if renamed:
        _rekey(cls)
    return cls


def _rekey(cls: type[Resource]) -> None:
    """Key the class tables by property name where a property had to be stored under another."""
    props = {p.name: p for p in cls.properties.values()}
    cls.properties = props
    cls._plain_defaults = {n: p.shared_default() for n, p in props.items() if p.plain_default()}
    cls._computed = tuple(p for n, p in props.items() if n not in cls._plain_defaults)


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
            if err.exc.cls is self.dsl.custom_resources.no_current:
                return
            raise self._located(err, "load_current_value") from None
        self.current = current
        self.current_proxy = proxy

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
        scope = Scope(self, action)
        obj = RObject(self.spec.action_class)
        obj.ivars[_SCOPE] = scope
        obj.ivars[CONTEXT_IVAR] = scope.ctx
        try:
            self.dsl.rt.call_proc(self.spec.actions[action], [], self_=obj,
                                  defcls=self.spec.action_class)  # fmt: skip
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
    return type(f"{_camel(spec.auto_name)}Provider", (CustomProvider,), ns)


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
        self._bind([resource], immediate_only=True)
        self.updated = self.runner.run_resource(resource) or self.updated
        return proxy

    def _bind(self, resources: list[Resource], immediate_only: bool = False) -> None:
        try:
            resolve_notifications(self.ctx.visible(resources), self.ctx.events)  # type: ignore[arg-type]
        except ResourceNotFound:
            if not immediate_only or any(
                n.resolved is None and n.timing != "delayed"
                for r in resources
                for n in r.notifications
            ):
                raise

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


def _define_resource_methods(dsl: Any, state: _State) -> None:
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

    klass = state.resource_base
    for name, fn in (("current_value_does_not_exist!", does_not_exist),
                     ("property_is_set?", property_is_set),
                     ("updated_by_last_action", updated_by_last_action)):  # fmt: skip
        klass.define(name, Method(name, fn, klass, -1))


def _define_action_methods(dsl: Any, state: _State) -> None:
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

    def method_missing(rt_, recv, args, block):
        name = args[0].name
        sc = scope(recv)
        if dsl.ctx.registry.knows(name):
            return declare(rt_, recv, name, list(args[1:]), block, context_of(rt_, recv))
        resource = sc.provider.resource
        proxy = dsl.proxy(resource)
        if rt_.responds(proxy, name) and rt_.class_of(proxy).find_method(name).owner not in (
            dsl.resource_class,
            rt_.Object,
            rt_.BasicObject,
        ):
            return rt_.send(proxy, name, list(args[1:]), block)  # helpers of the resource file
        if name in resource.properties and len(args) == 1:
            return to_ruby(resource.get(name))
        raise rt_.error("NoMethodError",
                        f"undefined method `{name}' in action :{sc.action} of {resource}")  # fmt: skip

    klass = state.action_base
    for name, fn in (
        ("new_resource", new_resource), ("current_resource", current_resource),
        ("current_value", current_resource), ("converge_by", converge_by),
        ("converge_if_changed", converge_if_changed), ("method_missing", method_missing),
    ):  # fmt: skip
        klass.define(name, Method(name, fn, klass, -1))


# for lwrp.py: LWRP providers run as action contexts of their own
SCOPE_IVAR, SPEC_IVAR = _SCOPE, _SPEC
custom_resource_state = _state

__all__ = ["SCOPE_IVAR", "SPEC_IVAR", "CustomProvider", "Scope", "Spec", "custom_resource_state",
           "load_custom_resource"]  # fmt: skip
