"""Running a custom resource's actions: `CustomProvider` runs the Ruby `action :x do … end`
blocks of a resource class (after its `load_current_value`), each in a `Scope` — the
action's child run context, whose nested resources converge as they are declared —
with `converge_by` and `converge_if_changed` reporting the changes."""

from __future__ import annotations

from typing import Any

from toque.errors import ToqueError
from toque.interpreter.dsl.resource_class import Spec, camel
from toque.interpreter.dsl.ruby_errors import ruby_error
from toque.interpreter.dsl.run_context import CONTEXT_IVAR
from toque.interpreter.model.objects import RObject
from toque.interpreter.model.signals import RubyError
from toque.runtime.notifications import resolve_notifications
from toque.runtime.properties import Property
from toque.runtime.provider import Change, Provider, Requirement
from toque.runtime.resource import Resource
from toque.runtime.sensitive import shown_value
from toque.runtime.values import inspect
from toque.source import Span

_RESOURCE = "@__resource"
# on an action's Ruby object: its Scope (lwrp.py and provider_class.py: Ruby providers run
# as action contexts of their own)
SCOPE_IVAR = "@__scope"


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
        scope = obj.ivars[SCOPE_IVAR] = Scope(self, what)
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


def provider_class_for(spec: Spec, dsl: Any, names: tuple[str, ...]) -> type[Provider]:
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


__all__ = ["SCOPE_IVAR", "CustomProvider", "Scope", "provider_class_for"]
