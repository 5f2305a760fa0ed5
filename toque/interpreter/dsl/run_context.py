"""The run context as Ruby code sees it: `Chef::RunContext` and its
`Chef::ResourceCollection`, and the recipe DSL over them — `run_context`,
`declare_resource`, `build_resource`, `find_resource(!)`, `edit_resource(!)`,
`delete_resource(!)`, `with_run_context`, `Chef.run_context`, `Chef.node`, and the node's
tags from a recipe (Chef's Chef::DSL::DeclareResource and Chef::DSL::Universal).

Each Ruby object wraps the one RunContext of the run (runtime/context.py); a custom
resource's action sees its child context. Declared with the Builtins registry: the run is
reached through `rt.host` (the RecipeDSL).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.dsl.value_bridge import to_py
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, RSymbol, sym
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime
    from toque.runtime.context import RunContext

# the run context a recipe-like object declares into, when it is not the run's own (an
# action's child context, or the one `with_run_context` picked)
CONTEXT_IVAR = "@__run_context"
_WRAPPED = "@__ctx"
_COLLECTION = "@__collection"
_RESOURCE = "@__resource"

recipe = Builtins("Chef::Recipe")
resource = Builtins("Chef::Resource")
run_context_class = Builtins("Chef::RunContext")
collection_class = Builtins("Chef::ResourceCollection")
chef = Builtins("Chef", singleton=True)
node = Builtins("Chef::Node")


def install(rt: Runtime) -> None:
    for table in (recipe, resource, run_context_class, collection_class, chef, node):
        table.install(rt)
    rt.const_get("Chef::ResourceCollection").include(rt.Enumerable)


def context_of(rt: Runtime, recv: Any) -> Any:
    """The RunContext `recv` (a recipe, an action, an attribute file's node) declares into."""
    found = recv.ivars.get(CONTEXT_IVAR) if isinstance(recv, RObject) else None
    return found if found is not None else rt.host.ctx


def declare(
    rt: Runtime, recv: Any, type_name: str, args: list, block: Any, ctx: RunContext
) -> RObject:
    """Declare into `ctx`: in a custom resource's action, into its own context, the resource
    runs at once (the action's scope does that); elsewhere it joins the collection."""
    from toque.interpreter.dsl.custom_provider import SCOPE_IVAR

    scope = recv.ivars.get(SCOPE_IVAR) if isinstance(recv, RObject) else None
    if scope is not None and ctx is scope.ctx:
        return scope.declare(type_name, args, block, recv)
    return rt.host.declare(type_name, args, block, recv, ctx)


# -- Ruby objects for the engine's ------------------------------------------------------------


def ruby_run_context(rt: Runtime, ctx: RunContext) -> RObject:
    """The one `Chef::RunContext` object of `ctx` (the same object each time: `equal?` holds)."""
    made = rt.host.run_contexts
    obj = made.get(id(ctx))
    if obj is None:
        obj = made[id(ctx)] = RObject(rt.const_get("Chef::RunContext"))
        obj.ivars[_WRAPPED] = ctx
    return obj


def _ctx(recv: RObject) -> Any:
    return recv.ivars[_WRAPPED]


def _collection_object(rt: Runtime, ctx: RunContext) -> RObject:
    obj = RObject(rt.const_get("Chef::ResourceCollection"))
    obj.ivars[_COLLECTION] = ctx
    return obj


def _type_and_name(rt: Runtime, type_name: Any, name: Any) -> tuple[str, Any]:
    text = type_name.name if isinstance(type_name, RSymbol) else rt.to_s(type_name)
    return text, name


def _key(rt: Runtime, type_name: Any, name: Any) -> str:
    text, name = _type_and_name(rt, type_name, name)
    return f"{text}[{'' if name is None else to_py(name)}]"


def _not_found(rt: Runtime, key: str) -> RubyError:
    klass = rt.const_get("Chef::Exceptions::ResourceNotFound")
    return RubyError(
        rt.new_exception(
            klass, RString(f"Cannot find a resource matching {key} (did you define it first?)")
        )
    )


def _options(args: list) -> tuple[list, dict[str, Any]]:
    """Positional arguments and the keyword options (`run_context:`, `created_at:`)."""
    if args and isinstance(args[-1], RHash):
        options = {str(to_py(k)): v for k, v in args[-1].items()}
        return list(args[:-1]), options
    return list(args), {}


def _target(rt: Runtime, recv: Any, options: dict[str, Any]) -> Any:
    given = options.get("run_context")
    return _ctx(given) if isinstance(given, RObject) else context_of(rt, recv)


# -- the recipe DSL ---------------------------------------------------------------------------


@recipe.method("run_context")
def run_context(rt: Runtime, self: Any) -> RObject:
    return ruby_run_context(rt, context_of(rt, self))


@recipe.method("declare_resource")
def declare_resource(rt: Runtime, self: Any, type_name: Any, *rest: Any, block: Any = None) -> Any:
    args, options = _options(list(rest))
    text, _ = _type_and_name(rt, type_name, None)
    return declare(rt, self, text, args[:1], block, _target(rt, self, options))


@recipe.method("build_resource")
def build_resource(rt: Runtime, self: Any, type_name: Any, *rest: Any, block: Any = None) -> Any:
    args, _ = _options(list(rest))
    text, _ = _type_and_name(rt, type_name, None)
    return rt.host.build(text, args[:1], block, self)


def _find(rt: Runtime, recv: Any, type_name: Any, name: Any, options: dict[str, Any]) -> Any:
    found = _target(rt, recv, options).lookup(_key(rt, type_name, name))
    return None if found is None else rt.host.proxy(found)


@recipe.method("find_resource")
def find_resource(rt: Runtime, self: Any, type_name: Any, *rest: Any, block: Any = None) -> Any:
    """The resource `type[name]`, or nil; with a block, declared from it when missing."""
    args, options = _options(list(rest))
    name = args[0] if args else None
    found = _find(rt, self, type_name, name, options)
    if found is None and block is not None:
        text, _ = _type_and_name(rt, type_name, None)
        return declare(rt, self, text, args[:1], block, _target(rt, self, options))
    return found


@recipe.method("find_resource!")
def find_resource_bang(rt: Runtime, self: Any, type_name: Any, *rest: Any) -> Any:
    args, options = _options(list(rest))
    name = args[0] if args else None
    found = _find(rt, self, type_name, name, options)
    if found is None:
        raise _not_found(rt, _key(rt, type_name, name))
    return found


@recipe.method("edit_resource")
def edit_resource(rt: Runtime, self: Any, type_name: Any, *rest: Any, block: Any = None) -> Any:
    """The resource `type[name]` with `block` run on it; declared first if it is missing."""
    args, options = _options(list(rest))
    name = args[0] if args else None
    found = _find(rt, self, type_name, name, options)
    if found is None:
        text, _ = _type_and_name(rt, type_name, None)
        return declare(rt, self, text, args[:1], block, _target(rt, self, options))
    if block is not None:
        rt.host.run_block(found, block)
    return found


@recipe.method("edit_resource!")
def edit_resource_bang(
    rt: Runtime, self: Any, type_name: Any, *rest: Any, block: Any = None
) -> Any:
    found = find_resource_bang(rt, self, type_name, *rest)
    if block is not None:
        rt.host.run_block(found, block)
    return found


@recipe.method("delete_resource")
def delete_resource(rt: Runtime, self: Any, type_name: Any, *rest: Any) -> Any:
    args, options = _options(list(rest))
    name = args[0] if args else None
    ctx = _target(rt, self, options)
    key = _key(rt, type_name, name)
    while ctx is not None:  # where find_resource would have found it
        gone = ctx.collection.delete(key)
        if gone is not None:
            return rt.host.proxy(gone)
        ctx = ctx.parent
    return None


@recipe.method("delete_resource!")
def delete_resource_bang(rt: Runtime, self: Any, type_name: Any, *rest: Any) -> Any:
    gone = delete_resource(rt, self, type_name, *rest)
    if gone is None:
        args, _ = _options(list(rest))
        raise _not_found(rt, _key(rt, type_name, args[0] if args else None))
    return gone


@recipe.method("with_run_context")
def with_run_context(rt: Runtime, self: Any, which: Any, *, block: Any = None) -> Any:
    """Run `block` declaring into another run context: `:root`, `:parent`, or a context."""
    if block is None:
        raise rt.error("ArgumentError", "with_run_context needs a block")
    current = context_of(rt, self)
    if isinstance(which, RObject) and _WRAPPED in which.ivars:
        target = _ctx(which)
    elif isinstance(which, RSymbol) and which.name == "root":
        target = current.root
    elif isinstance(which, RSymbol) and which.name == "parent":
        target = current.parent or current
    else:
        raise rt.error(
            "ArgumentError",
            f"with_run_context takes :root, :parent or a run context, not {rt.inspect(which)}",
        )
    saved = self.ivars.get(CONTEXT_IVAR)
    self.ivars[CONTEXT_IVAR] = target
    try:
        return rt.call_proc(block, [])
    finally:
        if saved is None:
            self.ivars.pop(CONTEXT_IVAR, None)
        else:
            self.ivars[CONTEXT_IVAR] = saved


def _node_call(word: str) -> Any:
    def call(rt: Runtime, self: Any, *tags: Any) -> Any:
        return rt.send(rt.host.node, word, list(tags))

    call.__name__ = word
    return call


for _word in ("tag", "tagged?", "untag"):  # Chef::DSL::Universal: the node's tags
    recipe.method(_word)(_node_call(_word))


@resource.method("run_context")
def resource_run_context(rt: Runtime, self: Any) -> RObject:
    return ruby_run_context(rt, rt.host.ctx)


@chef.method("run_context")
def chef_run_context(rt: Runtime, self: Any) -> Any:
    return ruby_run_context(rt, rt.host.ctx)


@chef.method("node")
def chef_node(rt: Runtime, self: Any) -> Any:
    return rt.host.node


@node.method("run_context")
def node_run_context(rt: Runtime, self: Any) -> Any:
    return ruby_run_context(rt, rt.host.ctx)


# -- Chef::RunContext -----------------------------------------------------------------------


@run_context_class.method("resource_collection")
def resource_collection(rt: Runtime, self: Any) -> RObject:
    return _collection_object(rt, _ctx(self))


@run_context_class.method("node")
def context_node(rt: Runtime, self: Any) -> Any:
    return rt.host.node


@run_context_class.method("parent_run_context")
def parent_run_context(rt: Runtime, self: Any) -> Any:
    parent = _ctx(self).parent
    return None if parent is None else ruby_run_context(rt, parent)


@run_context_class.method("root_run_context")
def root_run_context(rt: Runtime, self: Any) -> RObject:
    return ruby_run_context(rt, _ctx(self).root)


@run_context_class.method("loaded_recipes")
def loaded_recipes(rt: Runtime, self: Any) -> RArray:
    return RArray(RString(r) for r in _ctx(self).loaded_recipes)


@run_context_class.method("loaded_recipe?")
def loaded_recipe(rt: Runtime, self: Any, name: Any) -> bool:
    spec = rt.to_s(name)
    return (spec if "::" in spec else f"{spec}::default") in _ctx(self).loaded_recipes


@run_context_class.method("include_recipe")
def context_include_recipe(rt: Runtime, self: Any, *specs: Any) -> Any:
    """`run_context.include_recipe "cb::r"`: what the recipe DSL's include_recipe does."""
    return rt.send(rt.host.recipe_object(), "include_recipe", list(specs))


@run_context_class.method("cookbook_collection")
def cookbook_collection(rt: Runtime, self: Any) -> Any:
    """Chef::CookbookCollection: the run's cookbooks by name, each a Chef::CookbookVersion
    (name, version, root_dir, and the metadata its file gave)."""
    files = _ctx(self).files
    out = rt.send(rt.const_get("Chef::CookbookCollection"), "new", [])
    for name, cb in sorted(files.cookbooks.items()) if files is not None else ():
        version = rt.send(rt.const_get("Chef::CookbookVersion"), "new",
                          [RString(name), RString(str(cb.path))])  # fmt: skip
        loaded = cb.metadata.get("object") if isinstance(cb.metadata, dict) else None
        if loaded is not None:  # the Chef::Cookbook::Metadata the loader read
            rt.send(version, "metadata=", [loaded])
        else:  # a cookbook without a metadata file: its name and version
            rt.send(rt.send(version, "metadata", []), "version", [RString(cb.version)])
        rt.send(out, "[]=", [RString(name), version])
    return out


def _has_file(rt: Runtime, self: Any, segment: str, cookbook: Any, path: Any) -> bool:
    """Does `cookbook` hold `segment/…/path` for this node (any specificity folder)?"""
    files = _ctx(self).files
    if files is None or cookbook is None:
        return False
    try:
        files.find(segment, rt.to_s(cookbook), rt.to_s(path))
    except Exception:  # noqa: BLE001 - FileNotFound (or no such cookbook): it has not
        return False
    return True


@run_context_class.method("has_cookbook_file_in_cookbook?")
def has_cookbook_file(rt: Runtime, self: Any, cookbook: Any, path: Any) -> bool:
    return _has_file(rt, self, "files", cookbook, path)


@run_context_class.method("has_template_in_cookbook?")
def has_template(rt: Runtime, self: Any, cookbook: Any, path: Any) -> bool:
    return _has_file(rt, self, "templates", cookbook, path)


@run_context_class.method("inspect", "to_s")
def context_inspect(rt: Runtime, self: Any) -> RString:
    return RString(f"#<Chef::RunContext resources={len(_ctx(self).collection)}>")


# -- Chef::ResourceCollection -----------------------------------------------------------------


def _resources(rt: Runtime, self: Any) -> list[Any]:
    return [rt.host.proxy(r) for r in self.ivars[_COLLECTION].collection]


@collection_class.method("each")
def each(rt: Runtime, self: Any, *, block: Any = None) -> Any:
    if block is None:
        return rt.send(RArray(_resources(rt, self)), "each", [])
    for proxy in _resources(rt, self):
        rt.call_proc(block, [proxy])
    return self


@collection_class.method("all_resources", "to_a")
def all_resources(rt: Runtime, self: Any) -> RArray:
    return RArray(_resources(rt, self))


@collection_class.method("size", "count", "length")
def size(rt: Runtime, self: Any) -> int:
    return len(self.ivars[_COLLECTION].collection)


@collection_class.method("empty?")
def empty(rt: Runtime, self: Any) -> bool:
    return len(self.ivars[_COLLECTION].collection) == 0


@collection_class.method("lookup")
def lookup(rt: Runtime, self: Any, key: Any) -> Any:
    """`lookup("file[/x]")` or `lookup(resource)`; Chef::Exceptions::ResourceNotFound if absent."""
    text = proxied(key).key if proxied(key) is not None else rt.to_s(key)
    found = self.ivars[_COLLECTION].lookup(text)
    if found is None:
        raise _not_found(rt, text)
    return rt.host.proxy(found)


@collection_class.method("find", "resources")
def find(rt: Runtime, self: Any, *specs: Any) -> Any:
    return find_in(rt, self.ivars[_COLLECTION].collection, list(specs))


def find_in(rt: Runtime, collection: Any, specs: list) -> Any:
    """Chef's ResourceCollection#find (and the recipe DSL's `resources`): "type[name]",
    `type: name` or `type: [names]`; one not there is Chef::Exceptions::ResourceNotFound."""
    from toque.runtime.errors import ResourceNotFound

    try:
        found = collection.find(
            *[to_py(a) for a in specs if not isinstance(a, RHash)],
            **{
                str(to_py(k)): to_py(v) for a in specs if isinstance(a, RHash) for k, v in a.items()
            },
        )
    except ResourceNotFound as exc:
        klass = rt.const_get("Chef::Exceptions::ResourceNotFound")
        raise RubyError(rt.new_exception(klass, RString(exc.message))) from None
    if isinstance(found, list):
        return RArray(rt.host.proxy(r) for r in found)
    return rt.host.proxy(found)


@collection_class.method("insert", "<<", "push")
def insert(rt: Runtime, self: Any, proxy: Any) -> Any:
    found = proxied(proxy)
    if found is None:
        raise rt.error("ArgumentError", f"not a resource: {rt.inspect(proxy)}")
    self.ivars[_COLLECTION].collection.add(found)
    return self


@collection_class.method("delete")
def delete(rt: Runtime, self: Any, key: Any) -> Any:
    text = proxied(key).key if proxied(key) is not None else rt.to_s(key)
    gone = self.ivars[_COLLECTION].collection.delete(text)
    if gone is None:
        raise _not_found(rt, text)
    return rt.host.proxy(gone)


def proxied(value: Any) -> Any:
    """The runtime resource behind a Ruby resource object, or None."""
    return value.ivars.get(_RESOURCE) if isinstance(value, RObject) else None


__all__ = ["CONTEXT_IVAR", "context_of", "declare", "install", "ruby_run_context"]


# -- delayed actions queued from Ruby ----------------------------------------------------------


def _runtime_resource(rt: Runtime, ctx: RunContext, ref: Any, what: str) -> Any:
    """The runtime resource a notification's end names: a resource, or "type[name]"."""
    if isinstance(ref, RObject) and "@__resource" in ref.ivars:
        return ref.ivars["@__resource"]
    if isinstance(ref, (RString, RSymbol)):
        found = ctx.lookup(rt.to_s(ref))
        if found is not None:
            return found
        raise _not_found(rt, rt.to_s(ref))
    shown = rt.inspect(ref)
    raise rt.error("ArgumentError", f"a notification's {what} must be a resource, not {shown}")


@run_context_class.method("add_delayed_action")
def add_delayed_action(rt: Runtime, self: Any, notification: Any) -> Any:
    """Queue a Chef::Resource::Notification to run with the delayed notifications; a
    duplicate of one queued (same resource, same action) is logged and dropped, as Chef."""
    from toque.runtime.notifications import Notification

    ctx = _ctx(self)
    target = _runtime_resource(rt, ctx, rt.send(notification, "resource", []), "resource")
    notifier = _runtime_resource(
        rt, ctx, rt.send(notification, "notifying_resource", []), "notifying resource"
    )
    action = rt.to_s(rt.send(notification, "action", []))
    queued = Notification(notifier, action, target, "delayed", notifier.span, target)
    if not ctx.delayed.add(queued):
        rt.host.ctx.events.log(
            "info",
            f"{notifier} not queuing delayed action {action} on {target} (delayed), "
            "as it's already been queued",
            None,
        )
    return None


@run_context_class.method("delayed_actions")
def delayed_actions(rt: Runtime, self: Any) -> RArray:
    """The delayed notifications queued, as Chef::Resource::Notification objects."""
    klass = rt.const_get("Chef::Resource::Notification")
    host = rt.host
    return RArray(
        rt.send(klass, "new", [host.proxy(n.resolved), sym(n.action), host.proxy(n.notifier)])
        for n in _ctx(self).delayed.items
    )


# -- the event dispatcher ----------------------------------------------------------------------

FORMATTERS = {"DocFormatter": "Doc", "MinFormatter": "Minimal", "JsonFormatter": "JSON"}


@run_context_class.method("events")
def events(rt: Runtime, self: Any) -> Any:
    """Chef::EventDispatch::Dispatcher: a Chef::Formatters object for each output formatter
    of the run, then the Ruby event handlers (Chef::Config[:event_handlers])."""
    formatters = rt.const_get("Chef::Formatters")
    subscribers: list[Any] = []
    for sub in rt.host.ctx.events.subscribers:
        name = FORMATTERS.get(type(sub).__name__)
        if name is not None:
            subscribers.append(rt.send(formatters.consts[name], "new", []))
    handlers = rt.send(rt.const_get("Chef::Config"), "[]", [sym("event_handlers")])
    subscribers += list(handlers) if isinstance(handlers, RArray) else []
    dispatcher = rt.send(rt.const_get("Chef::EventDispatch::Dispatcher"), "new", subscribers)
    dispatcher.ivars["@run_context"] = self  # where its stream output goes
    return dispatcher


@run_context_class.method("__toque_stream_output")
def stream_output(rt: Runtime, self: Any, line: Any) -> None:
    """A line of a Ruby output stream, to the formatters (under the resource converging)."""
    rt.host.ctx.events.stream_output(None, rt.to_s(line))
