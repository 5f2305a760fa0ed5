"""Chef::Resource's class-level DSL (`property`, `provides`, `action`, `use`…), as a
resources/*.rb file or a library's `class Foo < Chef::Resource` body calls it.

Both are real class bodies: self is the Ruby class, so `include`, `extend`, constants,
`def`, `alias_method` and `attr_accessor` are Ruby's own. What the DSL declares is
gathered per class into a `Spec` (stored on the class); `custom_resource.build` turns a
class and its ancestors' specs into the runtime Resource and Provider classes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toque.errors import ToqueError
from toque.interpreter.dsl.value_bridge import to_py, to_ruby
from toque.interpreter.model.classes import Method, RClass, RModule
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, sym
from toque.interpreter.model.signals import RubyError
from toque.runtime.deferred import Lazy
from toque.runtime.errors import RuntimeToqueError as _RuntimeErrors
from toque.runtime.properties import Property
from toque.runtime.values import Sym

SPEC_IVAR = "@__spec"
# Ruby class → the runtime Property type; `object` means "anything"
_TYPES: dict[str, tuple[Any, ...]] = {
    "String": (str,), "Integer": (int,), "Float": (float,), "Numeric": (int, float),
    "Array": (list,), "Hash": (dict,), "TrueClass": (True,), "FalseClass": (False,),
    "NilClass": (None,), "Symbol": (Sym,), "Object": (object,), "BasicObject": (object,),
}  # fmt: skip
# class-body words that only document a resource (Chef uses them for docs and warnings)
_DOC_ONLY = ("description", "introduced", "examples", "preview_resource", "skip_docs",
             "deprecated", "chef_version_for_provides", "identity_attr", "state_attrs",
             "use_inline_resources", "target_mode")  # fmt: skip
# `provides` filters and how specific each is (Chef's NodeMap prefers the most specific)
_FILTERS = {"platform": 3, "platform_family": 2, "os": 1}


@dataclass
class Spec:
    """What one Ruby resource class declared in its body (its ancestors hold their own)."""

    ruby_class: RClass
    path: str = ""
    cookbook: str | None = None
    auto_name: str | None = None  # cookbook_file name of a resources/*.rb file
    names: list[str] = field(default_factory=list)  # `provides` that matched this host
    refused: list[str] = field(default_factory=list)  # `provides` for another platform
    display_name: str | None = None
    properties: dict[str, Property] = field(default_factory=dict)
    actions: dict[str, RProc] = field(default_factory=dict)
    extra_actions: list[str] = field(default_factory=list)
    default_action: str | None = None
    load_current: RProc | None = None
    action_class: RClass | None = None
    provider: Any = None  # `provider Chef::Provider::X` in the class body
    unified_mode: bool | None = None
    built: Any = None  # (resource class, provider class) once built
    name_default: str | None = None  # `property :name, String, default: ""`: nameless allowed


class State:
    """The Ruby classes every resource class of a run shares."""

    def __init__(self, dsl: Any) -> None:
        rt = dsl.rt
        chef = rt.Object.consts["Chef"]
        self.chef = chef
        self.resource = dsl.resource_class
        self.resource_base = _class(rt, "LWRPBase", self.resource, self.resource)
        self.provider = _class(rt, "Provider", dsl.recipe_class, chef)
        self.property_class = _class(rt, "Property", rt.Object, chef)
        exceptions = chef.consts["Exceptions"]
        self.no_current = _class(rt, "CurrentValueDoesNotExist", rt.StandardError, exceptions)
        self.no_such_type = _class(
            rt, "NoSuchResourceType", rt.Object.consts["NameError"], exceptions
        )
        self.refused: set[str] = set()  # names provided only on other platforms
        self.pending: list[RClass] = []  # library classes to build once the libraries ran
        self.claims: dict[str, tuple[int, RClass]] = {}  # resource name → who provides it
        # `provides :x do |node| … end`: (class, options, block) in the order declared; Chef
        # asks the blocks each time it resolves the name (resolve_name), not once
        self.dynamic: dict[str, list[tuple[RClass, dict[str, Any], Any]]] = {}


def _class(rt: Any, name: str, superclass: RClass, under: RModule) -> RClass:
    found = under.consts.get(name)
    if isinstance(found, RClass):
        return found
    return rt.define_class(name, superclass, under)


def spec_of(klass: RClass, path: str = "") -> Spec:
    spec = klass.ivars.get(SPEC_IVAR)
    if spec is None:
        spec = klass.ivars[SPEC_IVAR] = Spec(klass, path)
    return spec


def lineage(klass: RClass) -> list[Spec]:
    """The specs of `klass` and its ancestors, the oldest first."""
    specs = []
    k: Any = klass
    while k is not None:
        spec = k.ivars.get(SPEC_IVAR) if isinstance(k, RClass) else None
        if spec is not None:
            specs.append(spec)
        k = getattr(k, "superclass", None)
    return specs[::-1]


def camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


# -- properties -------------------------------------------------------------------------------


def _type_specs(value: Any) -> list[Any]:
    if isinstance(value, RArray):
        return [t for v in value for t in _type_specs(v)]
    if isinstance(value, RClass):
        return list(_TYPES.get(value.name or "", (object,)))
    if value is None or value is True or value is False:
        return [value]
    if hasattr(value, "pattern") and hasattr(value, "source"):
        return [value.pattern]  # a Regexp
    return [to_py(value)]  # a literal (:sym, "text", 1) compared by value


def _options(rt: Any, args: list, state: State) -> tuple[list, dict[str, Any]]:
    """Split `property :x, Type, opts` into positional args and options, a property_type's
    options first so that the property's own win (Chef's Property#derive)."""
    options: dict[str, Any] = {}
    if args and isinstance(args[-1], RHash):
        options = {str(to_py(k)): v for k, v in args[-1].items()}
        args = args[:-1]
    rest = []
    for arg in args:
        if isinstance(arg, RObject) and arg.cls is state.property_class:
            options = {**arg.ivars["@options"], **options}
        else:
            rest.append(arg)
    return rest, options


def build_property(rt: Any, dsl: Any, spec: Spec, args: list) -> Property:
    """A Property from `property :name, Type…, option: value…` (Chef's Property options)."""
    args, options = _options(rt, list(args), dsl_state(dsl))
    if not args:
        raise rt.error("ArgumentError", "property needs a name")
    name = str(to_py(args[0]))
    types = [t for a in args[1:] for t in _type_specs(a)]
    for key in ("kind_of", "is"):
        if key in options:
            types += _type_specs(options[key])
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
            if not isinstance(value, (RArray, RString)) and rt.responds(value, "to_a"):
                value = rt.send(value, "to_a", [])  # Chef's Array(): a Range, an Enumerator
            items = list(value) if isinstance(value, RArray) else [value]
            if key == "regex":  # Chef's Array(regex).flatten: [Chef::Config[:x_regex]] nests
                while any(isinstance(i, RArray) for i in items):
                    items = [j for i in items for j in (i if isinstance(i, RArray) else [i])]
            kw[key] = [i.pattern if hasattr(i, "pattern") else to_py(i) for i in items]
    for key in ("desired_state", "identity", "sensitive"):
        if key in options:
            kw[key] = rt.truthy(options[key])
    if options.get("validation_message") is not None:
        kw["validation_message"] = rt.to_s(options["validation_message"])
    coerce = options.get("coerce")
    if isinstance(coerce, RProc):
        kw["coerce"] = _instance_coerce(rt, dsl, coerce)
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
            if default is not None and not isinstance(default, Lazy) and coerce is None:
                prop.validate(default)  # a coerce may need the resource: checked when read
    except (ValueError, _RuntimeErrors) as exc:
        text = f"property {name}: {getattr(exc, 'message', exc)}"
        err = rt.error("ArgumentError", text)
        span = dsl.span_here()
        err.toque_error = ToqueError(text, span, source=dsl.source(span.file) if span else None)
        raise err from None
    spec.properties[name] = prop
    return prop


def _instance_coerce(rt: Any, dsl: Any, proc: RProc) -> Any:
    """A `coerce:` proc run with the resource as self (Chef's instance_exec), so it may call
    the resource's helper methods; at definition time (no resource) with the class."""
    from toque.interpreter.dsl.ruby_errors import ruby_error
    from toque.runtime.errors import ValidationError

    def coerce(value: Any, resource: Any = None) -> Any:
        self_ = dsl.proxy(resource) if resource is not None else None
        try:
            return to_py(rt.call_proc(proc, [to_ruby(value)], self_=self_))
        except RubyError as err:  # `Integer("x")`, ValidationFailed: a validation error with
            located = ruby_error(rt, err)  # the Ruby class and message, wherever it is read
            error = ValidationError(located.message.removeprefix(f"{located.kind}: "))
            error.kind = located.kind
            raise error from None

    coerce.with_resource = True  # type: ignore[attr-defined]
    return coerce


def _accessors(dsl: Any, klass: RClass, name: str) -> None:
    """Properties are methods of the class, as in Chef: `alias_method`, `respond_to?`,
    `instance_method` and `send` see them; both forward to the resource's method_missing."""
    if name == "name":
        return
    missing = dsl.resource_class.methods["method_missing"].fn

    def read_or_set(rt, recv, args, block):
        return missing(rt, recv, [sym(name), *args], block)

    def write(rt, recv, args, block):
        return missing(rt, recv, [sym(f"{name}="), *args], block)

    klass.define(name, Method(name, read_or_set, klass, -1))
    klass.define(f"{name}=", Method(f"{name}=", write, klass, 1))


# -- provides ---------------------------------------------------------------------------------


def host_matches(rt: Any, dsl: Any, options: dict[str, Any]) -> bool:
    """Does this host pass a `provides` filter (platform:, platform_family:, os:)?"""
    node = getattr(dsl.node_bridge, "node", None)
    if node is None:
        return True
    for key in _FILTERS:
        if key in options:
            wanted = to_py(options[key])
            wanted = wanted if isinstance(wanted, list) else [wanted]
            have = str(node[key]) if key != "os" else str(node["os"] or "linux")
            if have not in {str(w) for w in wanted}:
                return False
    return True


def node_filter(dsl: Any, block: RProc, names: list[str]) -> bool:
    """A `provides … do |node| … end` block's answer; one that raises (an attribute no
    cookbook set) provides nothing here, as its name then resolves to nothing in Chef."""
    from toque.interpreter.model.signals import RubyError

    rt = dsl.rt
    try:
        return bool(rt.truthy(rt.call_proc(block, [dsl.node])))
    except RubyError as err:
        text = f"provides {', '.join(names)}: its block raised {rt.to_s(rt.send(err.exc, 'message', []))}"
        dsl.ctx.events.log("debug", text, None)
        return False


def provides(rt: Any, dsl: Any, klass: RClass, args: list, block: Any) -> None:
    spec = spec_of(klass)
    options = {str(to_py(k)): v for a in args if isinstance(a, RHash) for k, v in a.items()}
    names = [str(to_py(a)) for a in args if not isinstance(a, RHash)]
    if block is not None:  # asked at each resolution of the name (resolve_name)
        state = dsl_state(dsl)
        for name in names:
            state.dynamic.setdefault(name, []).append((klass, options, block))
            if name not in spec.names:
                spec.names.append(name)
        if klass not in state.pending and not spec.auto_name:
            state.pending.append(klass)
        return
    if not host_matches(rt, dsl, options):
        spec.refused += names
        dsl_state(dsl).refused.update(names)
        return
    score = max((_FILTERS[k] for k in options if k in _FILTERS), default=0)
    state = dsl_state(dsl)
    for name in names:
        held = state.claims.get(name)
        if held is not None and held[0] > score and held[1] is not klass:
            continue  # a more specific class already provides it here
        state.claims[name] = (score, klass)
        if name not in spec.names:
            spec.names.append(name)
    if klass not in state.pending and not spec.auto_name:
        state.pending.append(klass)


# -- the class-level methods ------------------------------------------------------------------


def dsl_state(dsl: Any) -> State:
    state = dsl.resource_classes
    if state is None:
        state = dsl.resource_classes = State(dsl)
        _define_class_methods(dsl, state)
    return state


def _define_class_methods(dsl: Any, state: State) -> None:
    meta = dsl.rt.singleton_class(state.resource)

    def prop(rt, recv, args, block):
        if args and to_py(args[0]) == "name":  # every resource has a name already; with a
            _, options = _options(rt, list(args), state)  # default it may be left out
            if "default" in options:  # (Chef 16+: `apt_update` alone, named "")
                spec_of(recv).name_default = rt.to_s(options["default"])
            return args[0]
        built = build_property(rt, dsl, spec_of(recv), list(args))
        _accessors(dsl, recv, built.name)
        return args[0]

    def resource_name(rt, recv, args, block):
        spec = spec_of(recv)
        if args and args[0] is not None:
            spec.display_name = str(to_py(args[0]))
            if not spec.auto_name:  # a library class: resource_name also provides (Chef 12-15)
                provides(rt, dsl, recv, args[:1], None)
        shown = spec.display_name or (spec.names[0] if spec.names else spec.auto_name)
        return None if shown is None else sym(shown)

    def provides_(rt, recv, args, block):
        provides(rt, dsl, recv, list(args), block)
        return None

    def default_action(rt, recv, args, block):
        if not args:
            for spec in reversed(lineage(recv)):
                if spec.default_action:
                    return sym(spec.default_action)
            return sym("nothing")
        values = _flat(to_py(RArray(args)))
        spec_of(recv).default_action = str(values[0])
        return args[0]

    def allowed_actions(rt, recv, args, block):
        spec = spec_of(recv)
        if args:
            spec.extra_actions += [str(a) for a in _flat(to_py(RArray(args)))]
        every = [a for s in lineage(recv) for a in (*s.extra_actions, *s.actions)]
        return RArray(sym(a) for a in dict.fromkeys(["nothing", *every]))

    def action(rt, recv, args, block):
        if not args:
            raise rt.error("ArgumentError", "action needs a name")
        spec_of(recv).actions[str(to_py(args[0]))] = block
        return None

    def load_current_value(rt, recv, args, block):
        spec_of(recv).load_current = block
        return None

    def action_class(rt, recv, args, block):
        klass = action_class_of(dsl, recv)
        if block is not None:
            rt.send(klass, "class_eval", [], block)
        return klass

    def lazy(rt, recv, args, block):
        from toque.interpreter.dsl.custom_resource import InstanceDeferred

        return Lazy(InstanceDeferred(dsl, block, dsl.span_here()))

    def unified_mode(rt, recv, args, block):
        if args:
            spec_of(recv).unified_mode = rt.truthy(args[0])
        return any(s.unified_mode for s in lineage(recv))

    def property_type(rt, recv, args, block):
        obj = RObject(state.property_class)
        obj.ivars["@options"] = {
            str(to_py(k)): v for a in args if isinstance(a, RHash) for k, v in a.items()
        }
        return obj

    def use(rt, recv, args, block):
        _use_partial(rt, dsl, recv, rt.to_s(args[0]))
        return None

    def deprecated_property_alias(rt, recv, args, block):
        old, new = str(to_py(args[0])), str(to_py(args[1]))
        message = rt.to_s(args[2]) if len(args) > 2 else (
            f"The {old} property was renamed {new}; use {new}")  # fmt: skip
        _deprecated_alias(dsl, recv, old, new, message)
        return None

    def provider(rt, recv, args, block):
        if args:
            spec_of(recv).provider = args[0]
        return spec_of(recv).provider

    def node(rt, recv, args, block):
        return dsl.node  # Chef's LWRPBase.node: the run's node, while the class is defined

    def run_context(rt, recv, args, block):
        from toque.interpreter.dsl.run_context import ruby_run_context

        return ruby_run_context(rt, dsl.ctx)

    def properties(rt, recv, args, block):
        every = {n: p for s in lineage(recv) for n, p in s.properties.items()}
        return RHash.from_pairs((sym(n), RString(n)) for n in every)

    def inherited(rt, recv, args, block):
        klass = args[0]
        spec_of(klass)  # a library class: built once the libraries ran
        if klass not in state.pending:
            state.pending.append(klass)
        return None

    def new(rt, recv, args, block):
        from toque.interpreter.dsl.custom_resource import instantiate

        return instantiate(dsl, recv, list(args), block)

    def ignore(rt, recv, args, block):
        return None

    table = {
        "property": prop, "attribute": prop, "resource_name": resource_name,
        "resource_name=": resource_name,
        "provides": provides_, "default_action": default_action,
        "allowed_actions": allowed_actions, "actions": allowed_actions, "action": action,
        "load_current_value": load_current_value, "action_class": action_class,
        "lazy": lazy, "unified_mode": unified_mode, "property_type": property_type,
        "use": use, "deprecated_property_alias": deprecated_property_alias,
        "provider": provider, "node": node, "run_context": run_context,
        "properties": properties, "inherited": inherited, "new": new,
        "resource_for_node": lambda rt, recv, args, block: resource_for_node(dsl, args[0]),
        **dict.fromkeys(_DOC_ONLY, ignore),
    }  # fmt: skip
    for name, fn in table.items():
        meta.define(name, Method(name, fn, meta, -1))


def _flat(value: Any) -> list[Any]:
    return [x for v in value for x in _flat(v)] if isinstance(value, list) else [value]


def action_class_of(dsl: Any, klass: RClass) -> RClass:
    """The class a resource's actions run in: a Chef::Provider subclass whose parent is the
    parent resource's action class, so inherited resources inherit action helpers."""
    spec = spec_of(klass)
    if spec.action_class is None:
        state = dsl_state(dsl)
        parent = klass.superclass
        base = state.provider
        if (
            isinstance(parent, RClass)
            and parent.is_subclass_of(state.resource)
            and parent not in (state.resource, state.resource_base)
        ):
            base = action_class_of(dsl, parent)
        name = f"{klass.name or 'Resource'}::ActionClass"
        spec.action_class = RClass(name, base)
    return spec.action_class


def _use_partial(rt: Any, dsl: Any, klass: RClass, partial: str) -> None:
    """Chef's Resource.use: evaluate `dir/_name.rb` next to the calling file in this class
    body (a partial's name may be given with or without its leading underscore)."""
    from toque.interpreter.model.frames import Frame
    from toque.interpreter.program import run_file

    span = dsl.span_here()
    here = Path(span.file).parent if span is not None else Path(".")
    rel = Path(partial)
    stem = rel.name.removesuffix(".rb").removeprefix("_")
    path = here / rel.parent / f"_{stem}.rb"
    if not path.is_file():
        raise rt.error("LoadError", f"cannot load resource partial {partial} (looked for {path})")
    frame = Frame(klass, None, (klass, rt.Object), klass)
    frame.file = str(path)
    frame.visibility = "public"
    run_file(rt, path, frame=frame)


def _deprecated_alias(dsl: Any, klass: RClass, old: str, new: str, message: str) -> None:
    """`old` still works, with a deprecation warning, and sets `new`."""

    def forward(suffix: str):
        def call(rt, recv, args, block):
            dsl.ctx.events.log("warn", f"{message} (deprecated property {old})", None)
            return rt.send(recv, f"{new}{suffix}", list(args), block)

        return call

    klass.define(old, Method(old, forward(""), klass, -1))
    klass.define(f"{old}=", Method(f"{old}=", forward("="), klass, 1))


def resolve_name(dsl: Any, name: str) -> type | None:
    """Before a resource of type `name` is built: when classes `provides` it with a block,
    ask the blocks now, as Chef's NodeMap does at each resolution (a block ranks above a
    filter-less claim; the latest declared first); make the registry's class for `name` the
    one chosen, or raise Chef's NoSuchResourceType when none holds and no plain claim does.
    Returns the chosen class's provider (several classes share the name: the resource
    keeps its own), or None."""
    state = dsl.resource_classes
    if state is None or name not in state.dynamic:
        return None
    chosen = None
    for klass, options, block in reversed(state.dynamic[name]):
        if host_matches(dsl.rt, dsl, options) and node_filter(dsl, block, [name]):
            chosen = klass
            break
    if chosen is None and name in state.claims:
        chosen = state.claims[name][1]
    if chosen is None:
        state.refused.add(name)
        raise refused_error(dsl, name)
    built = spec_of(chosen).built
    if built is None:
        return None
    if dsl.ctx.registry.resources.get(name) is not built[0]:
        dsl.ctx.registry.add(built[0])
    return built[1]


def resource_for_node(dsl: Any, short_name: Any) -> RClass:
    """Chef::Resource.resource_for_node(:name, node): the class a recipe's `name "x"` builds
    on this node (a platform's variant: `package` on debian is AptPackage), or Chef's
    NoSuchResourceType."""
    from toque.interpreter.dsl.core_classes import ruby_class

    name = str(to_py(short_name))
    resolve_name(dsl, name)
    registry = dsl.ctx.registry
    if not registry.knows(name):
        dsl_state(dsl).refused.add(name)
        raise refused_error(dsl, name)
    runtime = registry.resource_class(name)
    node = dsl.ctx.node
    variant = runtime.platform_variants.get(node["platform_family"]) if node is not None else None
    if variant and variant in registry.resources:
        runtime = registry.resources[variant]
    found = ruby_class(dsl, runtime)
    return found if found is not None else dsl.resource_class


def refused_error(dsl: Any, name: str) -> Any:
    """Chef's NoSuchResourceType for a name provided only on other platforms, or None."""
    state = dsl.resource_classes
    if state is None or name not in state.refused:
        return None
    node = dsl.node_bridge.node if dsl.node_bridge is not None else None
    platform, version = (node["platform"], node["platform_version"]) if node else (None, None)
    text = (f"Cannot find a resource for {name} on {platform} version {version} "
            "with target_mode? false")  # fmt: skip
    from toque.interpreter.model.signals import RubyError

    return RubyError(dsl.rt.new_exception(state.no_such_type, RString(text)))


def finalize(dsl: Any) -> None:
    """Build and register the library classes declared since the last call."""
    state = dsl.resource_classes
    if state is None:
        return
    from toque.interpreter.dsl.custom_resource import register

    pending, state.pending = state.pending, []
    for klass in pending:
        register(dsl, klass)


__all__ = ["SPEC_IVAR", "Spec", "State", "action_class_of", "build_property", "camel",
           "dsl_state", "finalize", "host_matches", "lineage", "node_filter", "refused_error",
           "resolve_name",
           "spec_of"]  # fmt: skip
