"""Chef::Provider as a Ruby class: library providers (`class Chef::Provider::Foo <
Chef::Provider`), LWRP providers and custom resources' action classes all descend from it.

A Ruby provider class becomes a runtime Provider (`RubyProvider`) that runs Chef's
sequence: `load_current_resource`, `define_resource_requirements` (assertions checked,
or assumed under why-run), then the action — an `action :x do … end` block or an
`action_x` method — with nested resources converged in the action's child context.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from toque.interpreter.dsl import provider_methods
from toque.interpreter.dsl.custom_provider import CustomProvider
from toque.interpreter.dsl.provider_methods import (
    ACTIONS_IVAR,
    GUARDED_IVAR,
    NAMES_IVAR,
)
from toque.interpreter.dsl.resource_class import (
    State,
    camel,
    host_matches,
    node_filter,
    spec_of,
)
from toque.interpreter.model.classes import RClass
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import RArray, RObject, sym
from toque.interpreter.model.signals import RubyError
from toque.runtime.provider import Change, Requirement

_PYTHON = "@__python"  # on a provider class: its runtime Provider class


def install(dsl: Any, state: State) -> None:
    """Chef::Provider's class and instance methods, Chef::Provider::LWRPBase and the
    requirements classes (Ruby, from classes_prelude.rb; ResourceRequirements autoloaded
    from resource_requirements.rb: few providers declare requirements)."""
    from toque.interpreter.core.autoload import lazy_consts
    from toque.interpreter.program import run_file

    rt = dsl.rt
    provider = state.provider
    lwrp = provider.consts.get("LWRPBase")
    if lwrp is None:
        lwrp = rt.define_class("LWRPBase", provider, provider)
    provider_methods.provider.install(rt)
    provider_methods.provider_class.install(rt)
    run_file(rt, Path(__file__).with_name("classes_prelude.rb"))
    if not dict.__contains__(provider.consts, "ResourceRequirements"):  # no autoload here
        lazy_consts(provider).pending["ResourceRequirements"] = lambda: run_file(
            rt, Path(__file__).with_name("resource_requirements.rb")
        )


def finalize(dsl: Any) -> None:
    """Register the library providers that `provides` a name (after their bodies ran)."""
    state = dsl.resource_classes
    pending, state.provider_pending = state.provider_pending, []
    for klass in pending:
        for names, options, block in klass.ivars.pop(GUARDED_IVAR, []):
            _register_guarded(dsl, klass, names, options, block)
    for klass in pending:
        if not klass.ivars.get(NAMES_IVAR):
            continue
        cls = python_provider(dsl, klass)
        names = tuple(klass.ivars.get(NAMES_IVAR, ()))
        dsl.ctx.registry.add(type(cls.__name__, (cls,), {"provides_names": names,
                                                         "__module__": __name__}))  # fmt: skip


def _register_guarded(dsl: Any, klass: Any, names: list[str], options: dict, block: Any) -> None:
    """A provider for `names` that applies while its block (and filters) hold for the node,
    as asked at each resolution."""

    def applies(resource: Any) -> bool:
        return host_matches(dsl.rt, dsl, options) and node_filter(dsl, block, names)

    cls = python_provider(dsl, klass)
    dsl.ctx.registry.add(type(cls.__name__, (cls,), {"provides_names": tuple(names),
                                                     "provides_when": staticmethod(applies),
                                                     "__module__": __name__}))  # fmt: skip


# -- Ruby provider classes as runtime providers -------------------------------------------------


def python_provider(dsl: Any, klass: Any) -> type:
    """The runtime Provider class that runs Ruby provider class `klass`."""
    state = dsl.resource_classes
    if not isinstance(klass, RClass) or not klass.is_subclass_of(state.provider):
        from toque.interpreter.dsl.custom_resource import core_runtime, runtime_of

        if isinstance(klass, RClass) and core_runtime(klass) is not None:
            return dsl.ctx.registry.provider_class(runtime_of(dsl, klass)("x"))
        shown = klass.name if isinstance(klass, RClass) else dsl.rt.inspect(klass)
        raise dsl.rt.error("ArgumentError", f"{shown} is not a Chef::Provider class")
    core = _core_provider(klass)
    if core is not None:
        return core
    found = klass.ivars.get(_PYTHON)
    if found is None:
        actions: dict[str, RProc] = {}
        for k in reversed(klass.ancestors()):
            actions.update(getattr(k, "ivars", {}).get(ACTIONS_IVAR, {}))
        methods = {
            n.removeprefix("action_")
            for k in klass.ancestors()
            for n, fn in k.methods.items()
            if n.startswith("action_") and fn is not None
        } - set(actions)
        spec = spec_of(klass)
        spec.actions = actions
        ns = {"spec": spec, "dsl": dsl, "ruby_class": klass, "__module__": __name__,
              "provides_names": (), "method_actions": frozenset(methods),
              "__doc__": f"Ruby provider {klass.name}"}  # fmt: skip
        for action in [*actions, *sorted(methods)]:
            ns[f"action_{action}"] = lambda self, a=action: self.run(a)
        name = camel((klass.name or "Anonymous").rsplit("::", 1)[-1])
        found = klass.ivars[_PYTHON] = type(f"{name}Provider", (RubyProvider,), ns)
    return found


def _core_provider(klass: RClass) -> type | None:
    """A core provider's class, or a subclass of one that adds no actions: toque's provider."""
    from toque.interpreter.dsl.core_classes import CORE_PROVIDER_IVAR

    for k in klass.ancestors():
        if not isinstance(k, RClass):
            continue
        core = k.ivars.get(CORE_PROVIDER_IVAR)
        if core is not None:
            return core
        if k.ivars.get(ACTIONS_IVAR) or any(n.startswith("action_") for n in k.methods):
            return None
    return None


class RubyProvider(CustomProvider):
    """Runs a Ruby provider class: load_current_resource, requirements, then the action."""

    ruby_class: RClass
    method_actions: frozenset[str] = frozenset()
    bypassed = False

    def ruby_object(self) -> RObject:
        obj = self.__dict__.get("obj")
        if obj is None:
            obj = self.obj = RObject(self.ruby_class)
            obj.ivars["@new_resource"] = self.dsl.proxy(self.resource)
            obj.ivars["@current_resource"] = None
        return obj

    def load_current(self) -> None:
        self.current = None
        rt = self.dsl.rt
        obj = self.ruby_object()
        self.enter("load_current_resource")
        # providers that say whyrun_supported? false are not run at all under why-run
        if self.why_run and not rt.truthy(rt.send(obj, "whyrun_supported?", [])):
            self.bypassed = True
            return
        try:
            rt.send(obj, "load_current_resource", [])
        except RubyError as err:
            raise self._located(err, "load_current_resource") from None

    def requirements(self, action: str) -> list[Requirement]:
        if self.bypassed:
            return [Requirement(
                f"Why-Run not supported for {self.resource}, bypassing load.",
                whyrun=f"Skipped: Why-Run not supported by provider {self.ruby_class.name}",
                block_action=True,
            )]  # fmt: skip
        return ruby_requirements(self, action)

    def run(self, action: str) -> Any:
        obj, rt = self.ruby_object(), self.dsl.rt
        scope = self.enter(action)
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


def ruby_requirements(provider: CustomProvider, action: str) -> list[Requirement]:
    """Run the provider's `define_resource_requirements` and check the assertions that
    apply to `action` (Chef's ResourceRequirements): each failed one is a Requirement —
    under why-run its `whyrun` message is the assumption, and its block runs."""
    dsl = provider.dsl
    rt = dsl.rt
    obj = provider.ruby_object()
    method = rt.class_of(obj).find_method("define_resource_requirements")
    if method is None or method.owner is dsl.resource_classes.provider:
        return []
    provider.enter("define_resource_requirements")  # new_resource, nested declarations
    try:
        rt.send(obj, "define_resource_requirements", [])
        failed = rt.send(obj, "requirements", [])
        failed = rt.send(failed, "failed_for", [sym(action)])
    except RubyError as err:
        raise provider._located(err, "define_resource_requirements") from None
    found = []
    for item in failed if isinstance(failed, RArray) else []:
        kind, message, whyrun, block_action, modifier = list(item)
        if provider.why_run and whyrun is not None and isinstance(modifier, RProc):
            rt.call_proc(modifier, [])  # Chef's resource_modifier: the assumed state
        found.append(Requirement(
            rt.to_s(message), whyrun=None if whyrun is None else rt.to_s(whyrun),
            kind=rt.to_s(kind), block_action=rt.truthy(block_action),
        ))  # fmt: skip
    return found


__all__ = ["RubyProvider", "finalize", "install", "python_provider", "ruby_requirements"]
