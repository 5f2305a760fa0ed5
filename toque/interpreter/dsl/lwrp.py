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

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toque.interpreter.dsl.convert import to_py
from toque.interpreter.dsl.custom_resource import (
    SCOPE_IVAR,
    SPEC_IVAR,
    CustomProvider,
    Scope,
    Spec,
    custom_resource_state,
    qualified_name,
)
from toque.interpreter.dsl.run_context import CONTEXT_IVAR
from toque.interpreter.frames import Frame, RProc
from toque.interpreter.model import Method, RClass
from toque.interpreter.signals import RubyError
from toque.interpreter.values import RObject, sym
from toque.runtime.provider import Change, Requirement
from toque.runtime.resource import Resource


@dataclass
class _Base:
    """The Ruby classes shared by every LWRP provider of a run."""

    provider_base: RClass
    actions: dict[int, dict[str, RProc]] = field(default_factory=dict)


def _base(dsl: Any) -> _Base:
    found = dsl.lwrp_base
    if found is None:
        state = custom_resource_state(dsl)
        chef = dsl.rt.Object.consts["Chef"]
        provider_ns = chef.consts.get("Provider") or dsl.rt.define_class("Provider", None, chef)
        klass = RClass("Chef::Provider::LWRPBase", state.action_base, provider_ns)
        provider_ns.consts["LWRPBase"] = klass
        found = dsl.lwrp_base = _Base(klass)
        _define_class_methods(dsl, found)
        _define_instance_methods(dsl, found)
        _define_resource_methods(dsl)
    return found


def _define(klass: RClass, name: str, fn: Any) -> None:
    klass.define(name, Method(name, fn, klass, -1))


def _define_class_methods(dsl: Any, base: _Base) -> None:
    meta = dsl.rt.singleton_class(base.provider_base)

    def action(rt, recv, args, block):
        if not args or block is None:
            raise rt.error("ArgumentError", "action needs a name and a block")
        base.actions.setdefault(id(recv), {})[str(to_py(args[0]))] = block
        return None

    def ignore(rt, recv, args, block):
        return None  # use_inline_resources is the only mode since Chef 13; provides: by file name

    for name, fn in (("action", action), ("use_inline_resources", ignore), ("provides", ignore)):
        _define(meta, name, fn)


def _define_instance_methods(dsl: Any, base: _Base) -> None:
    def current_resource(rt, recv, args, block):
        return recv.ivars.get("@current_resource")

    def load_current_resource(rt, recv, args, block):
        return None  # Provider::LWRPBase's default: no current state

    def whyrun_supported(rt, recv, args, block):
        return True  # since Chef 13, unless the provider says otherwise

    def action(rt, recv, args, block):
        return recv.ivars.get("@action")

    for name, fn in (
        ("current_resource", current_resource), ("load_current_resource", load_current_resource),
        ("whyrun_supported?", whyrun_supported), ("action", action),
    ):  # fmt: skip
        _define(base.provider_base, name, fn)


def _define_resource_methods(dsl: Any) -> None:
    """Resource#updated_by_last_action(true): old providers mark their resource updated."""
    klass = dsl.resource_class
    if klass.find_method("updated_by_last_action") is not None:
        return

    def updated_by_last_action(rt, recv, args, block):
        resource = recv.ivars["@__resource"]
        if args:
            resource.updated_by_last_action = rt.truthy(args[0])
        return bool(resource.updated_by_last_action)

    _define(klass, "updated_by_last_action", updated_by_last_action)


def install(dsl: Any) -> None:
    """Before any resources/*.rb runs: `attr_accessor :exists` and friends in a resource file
    define plain accessors on the resource's Ruby class (old LWRPs keep state that way)."""
    builder = custom_resource_state(dsl).builder_class
    if builder.find_method("attr_accessor") is not None:
        return

    def forward(name: str) -> Any:
        def call(rt, recv, args, block):
            return rt.send(recv.ivars[SPEC_IVAR].ruby_class, name, list(args), block, True)

        return call

    for name in ("attr_accessor", "attr_reader", "attr_writer"):
        _define(builder, name, forward(name))


# -- loading ---------------------------------------------------------------------------------------


def load_lwrp_provider(rt: Any, dsl: Any, cookbook: str, path: Path) -> type:
    """Run a providers/*.rb file and register it as the provider of `cookbook_NAME`."""
    from toque.interpreter.program import run_file

    base = _base(dsl)
    name = qualified_name(cookbook, path)
    camel = "".join(part.capitalize() for part in name.split("_"))
    klass = RClass(f"Chef::Provider::{camel}", base.provider_base)
    frame = Frame(klass, None, (rt.Object,), klass)  # the file is the class body
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
    spec = Spec(cookbook, str(path), name, klass, klass)
    spec.actions = base.actions.get(id(klass), {})
    if resource_spec is not None:
        spec.properties = resource_spec.properties
    # the oldest providers write `def action_create … end` instead of `action :create do`
    methods = {m.removeprefix("action_") for m, fn in klass.methods.items()
               if m.startswith("action_") and fn is not None} - set(spec.actions)  # fmt: skip
    ns = {"spec": spec, "dsl": dsl, "ruby_class": klass, "__module__": __name__,
          "provides_names": (name,), "__doc__": f"LWRP provider from {path}",
          "method_actions": frozenset(methods)}  # fmt: skip
    for action in [*spec.actions, *sorted(methods)]:
        ns[f"action_{action}"] = lambda self, a=action: self.run(a)
    cls = type(f"{camel}Provider", (LwrpProvider,), ns)
    registry.add(cls)
    return cls


def _nothing_by_default(resource_cls: type[Resource] | None, spec: Spec) -> None:
    # an LWRP resource without `default_action` does :nothing (Chef's Resource.default_action);
    # the custom-resource loader would pick its first allowed action
    if resource_cls is not None and spec.default_action is None and not spec.actions:
        resource_cls.default_action = "nothing"


# -- converging ------------------------------------------------------------------------------------


class LwrpProvider(CustomProvider):
    """Runs an LWRP provider's Ruby: load_current_resource, then the action block."""

    ruby_class: RClass
    method_actions: frozenset[str] = frozenset()
    obj: RObject
    bypassed = False

    def load_current(self) -> None:
        self.current = None
        rt = self.dsl.rt
        self.obj = obj = RObject(self.ruby_class)
        scope = obj.ivars[SCOPE_IVAR] = Scope(self, "load_current_resource")
        obj.ivars[CONTEXT_IVAR] = scope.ctx
        obj.ivars["@new_resource"] = self.dsl.proxy(self.resource)
        obj.ivars["@current_resource"] = None
        # providers that say whyrun_supported? false are not run at all under why-run
        if self.why_run and not rt.truthy(rt.send(obj, "whyrun_supported?", [])):
            self.bypassed = True
            return
        try:
            rt.send(obj, "load_current_resource", [])
        except RubyError as err:
            raise self._located(err, "load_current_resource") from None

    def requirements(self, action: str) -> list[Requirement]:
        if not self.bypassed:
            return []
        return [Requirement(
            f"Why-Run not supported for {self.resource}, bypassing load.",
            whyrun=f"Skipped: Why-Run not supported by provider {self.ruby_class.name}",
            block_action=True,
        )]  # fmt: skip

    def run(self, action: str) -> Any:
        obj, rt = self.obj, self.dsl.rt
        scope = obj.ivars[SCOPE_IVAR] = Scope(self, action)
        obj.ivars[CONTEXT_IVAR] = scope.ctx
        obj.ivars["@action"] = sym(action)
        try:
            if action in self.method_actions:
                rt.send(obj, f"action_{action}", [])
            else:  # as a method (Chef's compile_action_NAME), so `return` leaves the action
                rt.call_proc(self.spec.actions[action], [], self_=obj, defcls=self.ruby_class,
                             method=f"action_{action}")  # fmt: skip
        except RubyError as err:
            raise self._located(err, f"action :{action} of {self.resource}") from None
        scope.finish()
        if scope.updated or self.resource.updated_by_last_action:
            yield Change(f"run action :{action}", quiet=True)


__all__ = ["LwrpProvider", "install", "load_lwrp_provider", "qualified_name"]
