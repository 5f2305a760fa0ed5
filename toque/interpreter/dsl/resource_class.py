"""Chef::Resource's class-level DSL (`property`, `provides`, `action`, `use`…), as a
resources/*.rb file or a library's `class Foo < Chef::Resource` body calls it.

Both are real class bodies: self is the Ruby class, so `include`, `extend`, constants,
`def`, `alias_method` and `attr_accessor` are Ruby's own. What the DSL declares is
gathered per class into a `Spec` (stored on the class); `custom_resource.build` turns a
class and its ancestors' specs into the runtime Resource and Provider classes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.errors import ToqueError
from toque.interpreter.core.builtins import Templates
from toque.interpreter.dsl.resource_methods import property_call
from toque.interpreter.dsl.value_bridge import to_py, to_ruby
from toque.interpreter.model.classes import RClass, RModule
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import RArray, RHash, RObject, RString
from toque.interpreter.model.signals import RubyError
from toque.records import Record
from toque.runtime.deferred import Lazy
from toque.runtime.errors import RuntimeToqueError as _RuntimeErrors
from toque.runtime.properties import Property
from toque.runtime.values import Sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

SPEC_IVAR = "@__spec"
# Ruby class → the runtime Property type; `object` means "anything"
_TYPES: dict[str, tuple[Any, ...]] = {
    "String": (str,), "Integer": (int,), "Float": (float,), "Numeric": (int, float),
    "Array": (list,), "Hash": (dict,), "TrueClass": (True,), "FalseClass": (False,),
    "NilClass": (None,), "Symbol": (Sym,), "Object": (object,), "BasicObject": (object,),
}  # fmt: skip
# `provides` filters and how specific each is (Chef's NodeMap prefers the most specific)
_FILTERS = {"platform": 3, "platform_family": 2, "os": 1}


class Spec(Record):
    """What one Ruby resource class declared in its body (its ancestors hold their own)."""

    _fields = ("ruby_class", "path", "cookbook", "auto_name", "names", "refused",
               "display_name", "properties", "actions", "extra_actions", "default_action",
               "load_current", "action_class", "provider", "unified_mode", "built",
               "name_default", "declared")  # fmt: skip

    def __init__(
        self,
        ruby_class: RClass,
        path: str = "",
        cookbook: str | None = None,
        auto_name: str | None = None,  # cookbook_file name of a resources/*.rb file
        names: list[str] | None = None,  # `provides` that matched this host
    ) -> None:
        self.ruby_class = ruby_class
        self.path = path
        self.cookbook = cookbook
        self.auto_name = auto_name
        self.names: list[str] = [] if names is None else names
        self.refused: list[str] = []  # `provides` for another platform
        self.display_name: str | None = None
        self.properties: dict[str, Property] = {}
        self.actions: dict[str, RProc] = {}
        self.extra_actions: list[str] = []
        self.default_action: str | None = None
        self.load_current: RProc | None = None
        self.action_class: RClass | None = None
        self.provider: Any = None  # `provider Chef::Provider::X` in the class body
        self.unified_mode: bool | None = None
        self.built: Any = None  # (resource class, provider class) once built
        # `property :name, String, default: ""`: nameless allowed
        self.name_default: str | None = None
        # each property's declaration as written (name and types, options): what a later
        # `property :x, default: 1` without types derives from (Chef's Property#derive)
        self.declared: dict[str, tuple[list, dict[str, Any]]] = {}


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
        # library providers that `provides` a name, to register once their bodies ran
        self.provider_pending: list[RClass] = []
        self.claims: dict[str, tuple[int, RClass]] = {}  # resource name → who provides it
        # `provides :x do |node| … end`: (class, options, block) in the order declared; Chef
        # asks the blocks each time it resolves the name (resolve_name), not once
        self.dynamic: dict[str, list[tuple[RClass, dict[str, Any], Any]]] = {}


def _class(rt: Runtime, name: str, superclass: RClass, under: RModule) -> RClass:
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


def property_options(rt: Runtime, args: list, state: State) -> tuple[list, dict[str, Any]]:
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


def build_property(rt: Runtime, dsl: Any, spec: Spec, args: list) -> Property:
    """A Property from `property :name, Type…, option: value…` (Chef's Property options)."""
    args, options = property_options(rt, list(args), dsl.resource_classes)
    if not args:
        raise rt.error("ArgumentError", "property needs a name")
    name = str(to_py(args[0]))
    args, options = _derived(spec, name, args, options)
    spec.declared[name] = (args, options)
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


_NAMING = ("name_property", "name_attribute")


def _derived(spec: Spec, name: str, args: list, options: dict[str, Any]) -> tuple[list, dict]:
    """A property declared again without types keeps its earlier declaration (in this class or
    an ancestor) and changes only the options given: `property :minute, default: '0,30'`
    after a partial's `property :minute, [Integer, String], callbacks: …`. A new default
    replaces an inherited name_property, and a new name_property an inherited default."""
    if len(args) > 1 or "kind_of" in options or "is" in options:
        return args, options
    earlier = next((s.declared[name] for s in reversed(lineage(spec.ruby_class))
                    if name in s.declared), None)  # fmt: skip
    if earlier is None:
        return args, options
    old_args, old_options = earlier
    if "default" in options:
        old_options = {k: v for k, v in old_options.items() if k not in _NAMING}
    if any(k in options for k in _NAMING):
        old_options = {k: v for k, v in old_options.items() if k != "default"}
    return [args[0], *old_args[1:]], {**old_options, **options}


def _instance_coerce(rt: Runtime, dsl: Any, proc: RProc) -> Any:
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


def define_accessors(dsl: Any, klass: RClass, name: str) -> None:
    """Properties are methods of the class, as in Chef: `alias_method`, `respond_to?`,
    `instance_method` and `send` see them; both forward to the resource's method_missing."""
    if name == "name":
        return
    accessors.define(klass, name, property_reader, name)
    accessors.define(klass, f"{name}=", property_writer, f"{name}=")


# a property's methods, as Chef's Property#emit_dsl writes them on the resource class
accessors = Templates("Chef::Resource")
_NOT_PASSED = object()  # Chef's NOT_PASSED: no value given (nil is a value)


@accessors.method("<property>")
def property_reader(name: str, rt: Runtime, self: Any, value: Any = _NOT_PASSED, *,
                    _block: Any = None) -> Any:  # fmt: skip
    """Chef's property method, `def NAME(value = NOT_PASSED)`: read, or set with a value."""
    return property_call(rt, self, name, () if value is _NOT_PASSED else (value,), _block)


@accessors.method("<property>=")
def property_writer(name: str, rt: Runtime, self: Any, value: Any) -> Any:
    """Chef's `def NAME=(value)`."""
    return property_call(rt, self, name, (value,), None)


# -- provides ---------------------------------------------------------------------------------


def host_matches(rt: Runtime, dsl: Any, options: dict[str, Any]) -> bool:
    """Does this host pass a `provides` filter (platform:, platform_family:, os:)?"""
    node = dsl.node_bridge.node if dsl.node_bridge is not None else None
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


def provides(rt: Runtime, dsl: Any, klass: RClass, args: list, block: Any) -> None:
    spec = spec_of(klass)
    options = {str(to_py(k)): v for a in args if isinstance(a, RHash) for k, v in a.items()}
    names = [str(to_py(a)) for a in args if not isinstance(a, RHash)]
    for name in names:  # a core resource of this name not loaded yet claims it first
        dsl.ctx.registry.load_deferred(name)
    if block is not None:  # asked at each resolution of the name (resolve_name)
        state = dsl.resource_classes
        for name in names:
            state.dynamic.setdefault(name, []).append((klass, options, block))
            if name not in spec.names:
                spec.names.append(name)
        if klass not in state.pending and not spec.auto_name:
            state.pending.append(klass)
        return
    if not host_matches(rt, dsl, options):
        spec.refused += names
        dsl.resource_classes.refused.update(names)
        return
    score = max((_FILTERS[k] for k in options if k in _FILTERS), default=0)
    state = dsl.resource_classes
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


def action_class_of(dsl: Any, klass: RClass) -> RClass:
    """The class a resource's actions run in: a Chef::Provider subclass whose parent is the
    parent resource's action class, so inherited resources inherit action helpers."""
    spec = spec_of(klass)
    if spec.action_class is None:
        state = dsl.resource_classes
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


def resolve_name(dsl: Any, name: str) -> type | None:
    """Before a resource of type `name` is built: when classes `provides` it with a block,
    ask the blocks now, as Chef's NodeMap does at each resolution (a block ranks above a
    filter-less claim; the latest declared first); make the registry's class for `name` the
    one chosen, or raise Chef's NoSuchResourceType when none holds and no plain claim does.
    Returns the chosen class's provider (several classes share the name: the resource
    keeps its own), or None."""
    state = dsl.resource_classes
    if name not in state.dynamic:
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
        dsl.resource_classes.refused.add(name)
        raise refused_error(dsl, name)
    runtime = type(registry.build(name, "x", platform=dsl._platform()))  # its variant here
    found = ruby_class(dsl, runtime)
    return found if found is not None else dsl.resource_class


def refused_error(dsl: Any, name: str) -> Any:
    """Chef's NoSuchResourceType for a name provided only on other platforms, or None."""
    state = dsl.resource_classes
    if name not in state.refused:
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
    from toque.interpreter.dsl.custom_resource import register

    pending, state.pending = state.pending, []
    for klass in pending:
        register(dsl, klass)


__all__ = ["SPEC_IVAR", "Spec", "State", "action_class_of", "build_property", "camel",
           "finalize", "host_matches", "lineage", "node_filter", "refused_error",
           "resolve_name", "resource_for_node",
           "spec_of"]  # fmt: skip
