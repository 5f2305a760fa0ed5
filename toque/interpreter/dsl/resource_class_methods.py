"""The class-level words of `Chef::Resource` as a resources/*.rb file or a library's
`class Foo < Chef::Resource` body calls them: `property`, `provides`, `action`,
`default_action`, `load_current_value`, `action_class`, `use`, `unified_mode`…

Each records what the class declares in its `Spec` (resource_class.py). Declared with
the Builtins registry (arity from the signature, as Chef's class methods take their
arguments); the run is reached through `rt.host` (the RecipeDSL).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins, Templates
from toque.interpreter.dsl.resource_class import (
    action_class_of,
    build_property,
    define_accessors,
    lineage,
    property_options,
    provides,
    resource_for_node,
    spec_of,
)
from toque.interpreter.dsl.value_bridge import to_py
from toque.interpreter.model.classes import RClass
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, sym
from toque.runtime.deferred import Lazy

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

resource_class = Builtins("Chef::Resource", singleton=True)
_UNSET = object()  # an optional argument not given (nil is a value)


@resource_class.method("property", "attribute")
def property_(rt: Runtime, self: RClass, name: Any, *rest: Any) -> Any:
    """Chef's `property(name, type = NOT_PASSED, **options)` (LWRP: `attribute`)."""
    dsl = rt.host
    args = [name, *rest]
    if to_py(name) == "name":  # every resource has a name already; with a default it may be
        # left out (Chef 16+: `apt_update` alone, named "")
        _, options = property_options(rt, args, dsl.resource_classes)
        if "default" in options:
            spec_of(self).name_default = rt.to_s(options["default"])
        return name
    built = build_property(rt, dsl, spec_of(self), args)
    define_accessors(dsl, self, built.name)
    return name


@resource_class.method("resource_name")
def resource_name(rt: Runtime, self: RClass, name: Any = None) -> Any:
    spec = spec_of(self)
    if name is not None:
        spec.display_name = str(to_py(name))
        if not spec.auto_name:  # a library class: resource_name also provides (Chef 12-15)
            provides(rt, rt.host, self, [name], None)
    shown = spec.display_name or (spec.names[0] if spec.names else spec.auto_name)
    return None if shown is None else sym(shown)


@resource_class.method("resource_name=")
def set_resource_name(rt: Runtime, self: RClass, name: Any) -> Any:
    return resource_name(rt, self, name)


@resource_class.method("provides")
def provides_(rt: Runtime, self: RClass, name: Any, *options: Any, block: Any = None) -> None:
    """Chef's `provides(name, **options, &block)`: on this host, the class answers `name`."""
    provides(rt, rt.host, self, [name, *options], block)
    return None


def _flat(value: Any) -> list[Any]:
    return [x for v in value for x in _flat(v)] if isinstance(value, list) else [value]


@resource_class.method("default_action")
def default_action(rt: Runtime, self: RClass, action: Any = _UNSET) -> Any:
    if action is _UNSET:
        for spec in reversed(lineage(self)):
            if spec.default_action:
                return sym(spec.default_action)
        return sym("nothing")
    # Chef's Resource.default_action: the actions become allowed ones too
    # (`self.allowed_actions |= @default_action`), so an LWRP whose resource file declares
    # only `default_action :create` accepts `action :create`
    names = [str(a) for a in _flat(to_py(action))]
    spec = spec_of(self)
    spec.default_action = names[0]
    spec.extra_actions += [n for n in names if n not in spec.extra_actions and n != "nothing"]
    return action


@resource_class.method("allowed_actions", "actions")
def allowed_actions(rt: Runtime, self: RClass, *actions: Any) -> Any:
    spec = spec_of(self)
    if actions:
        spec.extra_actions += [str(a) for a in _flat(to_py(RArray(actions)))]
    every = [a for s in lineage(self) for a in (*s.extra_actions, *s.actions)]
    return RArray(sym(a) for a in dict.fromkeys(["nothing", *every]))


@resource_class.method("action")
def action(rt: Runtime, self: RClass, name: Any, *, block: Any = None) -> None:
    spec_of(self).actions[str(to_py(name))] = block
    return None


@resource_class.method("load_current_value")
def load_current_value(rt: Runtime, self: RClass, *, block: Any = None) -> None:
    spec_of(self).load_current = block
    return None


@resource_class.method("action_class")
def action_class(rt: Runtime, self: RClass, *, block: Any = None) -> RClass:
    klass = action_class_of(rt.host, self)
    if block is not None:
        rt.send(klass, "class_eval", [], block)
    return klass


@resource_class.method("lazy")
def lazy(rt: Runtime, self: RClass, *, block: Any = None) -> Lazy:
    """`default: lazy { … }`: run with the resource as self (Chef's instance_exec)."""
    from toque.interpreter.dsl.custom_resource import InstanceDeferred

    if block is None:
        raise rt.error("ArgumentError", "lazy needs a block")
    return Lazy(InstanceDeferred(rt.host, block, rt.host.span_here()))


@resource_class.method("unified_mode")
def unified_mode(rt: Runtime, self: RClass, value: Any = _UNSET) -> bool:
    if value is not _UNSET:
        spec_of(self).unified_mode = rt.truthy(value)
    return any(s.unified_mode for s in lineage(self))


@resource_class.method("property_type")
def property_type(rt: Runtime, self: RClass, *options: Any) -> RObject:
    """Chef's `property_type(**options)`: options a property takes as its type."""
    obj = RObject(rt.host.resource_classes.property_class)
    obj.ivars["@options"] = {
        str(to_py(k)): v for a in options if isinstance(a, RHash) for k, v in a.items()
    }
    return obj


@resource_class.method("use")
def use(rt: Runtime, self: RClass, partial: Any) -> None:
    """Chef's Resource.use: evaluate `dir/_name.rb` next to the calling file in this class
    body (a partial's name may be given with or without its leading underscore)."""
    from toque.interpreter.model.frames import Frame
    from toque.interpreter.program import run_file

    span = rt.host.span_here()
    here = Path(span.file).parent if span is not None else Path(".")
    rel = Path(rt.to_s(partial))
    stem = rel.name.removesuffix(".rb").removeprefix("_")
    path = here / rel.parent / f"_{stem}.rb"
    if not path.is_file():
        raise rt.error("LoadError", f"cannot load resource partial {rel} (looked for {path})")
    frame = Frame(self, None, (self, rt.Object), self)
    frame.file = str(path)
    frame.visibility = "public"
    run_file(rt, path, frame=frame)


@resource_class.method("deprecated_property_alias")
def deprecated_property_alias(
    rt: Runtime, self: RClass, old: Any, new: Any, message: Any = None
) -> None:
    """`old` still works, with a deprecation warning, and sets `new`."""
    old_name, new_name = str(to_py(old)), str(to_py(new))
    text = rt.to_s(message) if message is not None else (
        f"The {old_name} property was renamed {new_name}; use {new_name}")  # fmt: skip
    deprecated_aliases.define(self, old_name, alias_reader, old_name, new_name, text)
    deprecated_aliases.define(self, f"{old_name}=", alias_writer, old_name, new_name, text)
    return None


# the methods of a deprecated property alias, as Chef's Property.emit_deprecated_alias
deprecated_aliases = Templates("Chef::Resource")


@deprecated_aliases.method("<deprecated alias>", bound=3)
def alias_reader(old: str, new: str, text: str, rt: Runtime, self: Any,
                  value: Any = _UNSET, *, _block: Any = None) -> Any:  # fmt: skip
    """Chef's `def OLD(value=NOT_PASSED)` of a deprecated alias: warns, then calls NEW."""
    rt.host.ctx.events.log("warn", f"{text} (deprecated property {old})", None)
    return rt.send(self, new, [] if value is _UNSET else [value], _block)


@deprecated_aliases.method("<deprecated alias>=", bound=3)
def alias_writer(old: str, new: str, text: str, rt: Runtime, self: Any, value: Any, *,
                  _block: Any = None) -> Any:  # fmt: skip
    """Chef's `def OLD=(value)` of a deprecated alias."""
    rt.host.ctx.events.log("warn", f"{text} (deprecated property {old})", None)
    return rt.send(self, f"{new}=", [value], _block)


@resource_class.method("provider")
def provider(rt: Runtime, self: RClass, klass: Any = None) -> Any:
    """`provider Chef::Provider::X` in the class body: the provider of its resources."""
    if klass is not None:
        spec_of(self).provider = klass
    return spec_of(self).provider


@resource_class.method("node")
def node(rt: Runtime, self: RClass) -> Any:
    return rt.host.node  # Chef's LWRPBase.node: the run's node, while the class is defined


@resource_class.method("run_context")
def run_context(rt: Runtime, self: RClass) -> Any:
    from toque.interpreter.dsl.run_context import ruby_run_context

    return ruby_run_context(rt, rt.host.ctx)


@resource_class.method("properties")
def properties(rt: Runtime, self: RClass, include_inherited: Any = True) -> RHash:
    specs = lineage(self) if rt.truthy(include_inherited) else [spec_of(self)]
    every = {n: p for s in specs for n, p in s.properties.items()}
    return RHash.from_pairs((sym(n), RString(n)) for n in every)


@resource_class.method("inherited")
def inherited(rt: Runtime, self: RClass, subclass: Any) -> None:
    """A library class: built once the libraries ran."""
    spec_of(subclass)
    pending = rt.host.resource_classes.pending
    if subclass not in pending:
        pending.append(subclass)
    return None


@resource_class.method("new")
def new(rt: Runtime, self: RClass, name: Any, run_context: Any = None, *, block: Any = None) -> Any:
    """`Chef::Resource::File.new("/x", run_context)`: a resource in no collection."""
    from toque.interpreter.dsl.custom_resource import instantiate

    return instantiate(rt.host, self, [name], block)


# class-body words that only document a resource (Chef uses them for docs and warnings)
@resource_class.method(
    "description", "introduced", "examples", "preview_resource", "skip_docs", "deprecated",
    "identity_attr", "target_mode",
)  # fmt: skip
def documents(rt: Runtime, self: RClass, value: Any = None) -> None:
    return None


@resource_class.method("state_attrs")
def state_attrs(rt: Runtime, self: RClass, *names: Any) -> None:
    return None


@resource_class.method("chef_version_for_provides")
def chef_version_for_provides(rt: Runtime, self: RClass, constraint: Any) -> None:
    return None


@resource_class.method("use_inline_resources")
def use_inline_resources(rt: Runtime, self: RClass) -> None:
    return None  # the only mode since Chef 13


@resource_class.method("resource_for_node")
def resource_for_node_(rt: Runtime, self: RClass, short_name: Any, node: Any) -> RClass:
    """The class `short_name` builds on the node (`package` on debian: AptPackage)."""
    return resource_for_node(rt.host, short_name)


__all__ = ["resource_class"]
