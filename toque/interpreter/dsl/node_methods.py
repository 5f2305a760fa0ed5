"""The Ruby methods of `Chef::Node` (reads, precedence levels, run list, tags, writers),
`Chef::Node::VividMash` (one precedence level, creating nested hashes as written) and
`Chef::Node::Unchain` (`node.default_unless['a']['b'] = 1`).

Declared with the Builtins registry (arity from the signature, as Chef's methods take
their arguments); the node is the run's, reached through `rt.host.node_bridge`
(dsl/node.py), which also makes these classes and their objects.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.dsl.node_bridge import LevelArray, frozen_ruby, key_of
from toque.interpreter.dsl.value_bridge import to_py, to_ruby
from toque.interpreter.model.objects import RArray, RHash, RObject, RString
from toque.interpreter.model.signals import RubyError
from toque.repo import platforms
from toque.repo.node import ImmutableAttributeModification, LevelView

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

LEVELS = ("default", "force_default", "normal", "override", "force_override", "automatic")
ALIASED_LEVELS = ("default", "normal", "override", "automatic")  # `default_attrs`…
_UNSET = object()  # an optional argument not given (nil is a value)

node = Builtins("Chef::Node")
vivid = Builtins("Chef::Node::VividMash")
unchain = Builtins("Chef::Node::Unchain")


def _bridge(rt: Runtime) -> Any:
    return rt.host.node_bridge


def _node(rt: Runtime) -> Any:
    return rt.host.node_bridge.node


# -- reading ----------------------------------------------------------------------------------


@node.method("[]")
def read(rt: Runtime, self: Any, key: Any) -> Any:
    return _bridge(rt).top(key_of(key))


@node.method("[]=")
def write_refused(rt: Runtime, self: Any, key: Any, value: Any) -> Any:
    """Chef's merged attributes are immutable: `node['a'] = 1` names the level to write."""
    klass = rt.const_get("Chef::Exceptions::ImmutableAttributeModification")
    message = RString(ImmutableAttributeModification((key_of(key),)).message)
    raise RubyError(rt.new_exception(klass, message))


@node.method("dig", "read")
def dig(rt: Runtime, self: Any, *path: Any) -> Any:
    return _bridge(rt).frozen(_node(rt).read(*[key_of(a) for a in path]))


@node.method("exist?")
def exist(rt: Runtime, self: Any, *path: Any) -> bool:
    return _node(rt).exist(*[key_of(a) for a in path])


@node.method("attribute?", "key?", "has_key?")
def has_key(rt: Runtime, self: Any, key: Any) -> bool:
    return _node(rt).exist(key_of(key))


@node.method("fetch")
def fetch(rt: Runtime, self: Any, key: Any, default: Any = _UNSET, *, block: Any = None) -> Any:
    if key_of(key) in _node(rt):
        return _bridge(rt).top(key_of(key))
    if default is not _UNSET:
        return default
    if block is not None:
        return rt.call_proc(block, [key])
    raise rt.error("KeyError", f"key not found: {rt.inspect(key)}")


@node.method("to_hash", "to_h")
def to_hash(rt: Runtime, self: Any) -> Any:
    return to_ruby(_node(rt).merged())


@node.method("each", "each_attribute")
def each(rt: Runtime, self: Any, *, block: Any = None) -> Any:
    return rt.send(to_ruby(_node(rt).merged()), "each", [], block)


@node.method("keys")
def keys(rt: Runtime, self: Any) -> Any:
    return to_ruby(list(_node(rt).keys()))


@node.method("name")
def name(rt: Runtime, self: Any, value: Any = None) -> RString:
    """Chef's `name(arg = nil)`: the node's name, set when given."""
    if value is not None:
        _node(rt).name = rt.to_s(value)
    return RString(_node(rt).name)


@node.method("run_state")
def run_state(rt: Runtime, self: Any) -> Any:
    return _bridge(rt).run_state


@node.method("attributes")
def attributes(rt: Runtime, self: Any) -> Any:
    """Chef::Node::Attribute, the object behind node.attributes: reads as the node does."""
    bridge = _bridge(rt)
    if bridge.attributes is None:
        bridge.attributes = RObject(bridge.attribute_class)
    return bridge.attributes


def _policy(word: str) -> Any:
    """`policy_name`/`policy_group`: toque runs no Policyfiles, so nil until code sets one."""

    def call(rt: Runtime, self: Any, value: Any = _UNSET) -> Any:
        kept = _bridge(rt).policy
        if value is not _UNSET:
            kept[word] = value
        return kept.get(word)

    call.__name__ = word
    return call


for _word in ("policy_name", "policy_group"):
    node.method(_word)(_policy(_word))


# -- run list, roles, environment, platform -------------------------------------------------


def synced_run_list(rt: Runtime) -> list[str]:
    """The node's run list, with what Ruby code added to its RunList object."""
    bridge = _bridge(rt)
    made = bridge.ruby_run_list
    if made is not None:
        items = made.ivars.get("@run_list_items")
        if isinstance(items, RArray):
            bridge.node.run_list = [rt.to_s(i) for i in items]
    return bridge.node.run_list


@node.method("run_list")
def run_list(rt: Runtime, self: Any, *items: Any) -> Any:
    """Chef's node.run_list: a Chef::RunList; with items, the node's new run list."""
    from toque.repo.roles import normalize_item

    bridge = _bridge(rt)
    if items:
        given = items[0] if len(items) == 1 and isinstance(items[0], RArray) else items
        bridge.node.run_list = [normalize_item(rt.to_s(i)) for i in given]
        bridge.ruby_run_list = None
    synced_run_list(rt)
    if bridge.ruby_run_list is None:  # the node's one RunList: `<<` changes the node's
        klass = rt.const_get("Chef::RunList")
        made = rt.send(klass, "new", [RArray(RString(r) for r in bridge.node.run_list)])
        bridge.ruby_run_list = made
    return bridge.ruby_run_list


@node.method("expand!")
def expand(rt: Runtime, self: Any, data_source: Any = None) -> Any:
    """Chef's Node#expand!: the run list expanded again; recipes, roles and
    expanded_run_list set as automatic attributes, role attributes applied."""
    bridge = _bridge(rt)
    if bridge.expand_run_list is None:
        raise rt.error("RuntimeError", "node.expand! needs the run's chef repository")
    synced_run_list(rt)
    found = bridge.expand_run_list()
    klass = rt.const_get("Chef::RunList::RunListExpansion")
    return rt.send(klass, "new", [
        RString(bridge.node.chef_environment), to_ruby(list(found.recipes)),
        to_ruby(list(found.roles)), to_ruby(found.default_attrs),
        to_ruby(found.override_attrs),
    ])  # fmt: skip


@node.method("recipes")
def recipes(rt: Runtime, self: Any) -> Any:
    return RArray(RString(r) for r in _node(rt).recipes)


@node.method("roles")
def roles(rt: Runtime, self: Any) -> Any:
    return RArray(RString(r) for r in _node(rt).roles)


@node.method("role?")
def role_p(rt: Runtime, self: Any, role: Any) -> bool:
    """Chef's Node#role?: in the node's own run list."""
    return f"role[{to_py(role)}]" in synced_run_list(rt)


@node.method("recipe?")
def recipe_p(rt: Runtime, self: Any, recipe: Any) -> bool:
    found = str(to_py(recipe))
    full = found if "::" in found else f"{found}::default"
    the_node = _node(rt)
    return f"recipe[{found}]" in the_node.run_list or full in the_node.recipes


@node.method("chef_environment", "environment")
def chef_environment(rt: Runtime, self: Any, value: Any = None) -> RString:
    if value is not None:
        _node(rt).chef_environment = str(to_py(value))
    return RString(_node(rt).chef_environment)


@node.method("platform?")
def platform_p(rt: Runtime, self: Any, *names: Any) -> bool:
    return platforms.is_platform(_node(rt), *[to_py(a) for a in names])


@node.method("platform_family?")
def platform_family_p(rt: Runtime, self: Any, *names: Any) -> bool:
    return platforms.is_platform_family(_node(rt), *[to_py(a) for a in names])


@node.method("save")
def save(rt: Runtime, self: Any) -> Any:
    """Node#save: stored where the run keeps its node (nodes/NAME.json in local mode);
    never under why-run, as Chef warns."""
    bridge = _bridge(rt)
    ctx = rt.host.ctx
    if ctx.why_run:
        ctx.events.log("warn", "In why-run mode, so NOT performing node save.", None)
    elif bridge.save_node is not None:
        bridge.save_node(bridge.node)
    return self


# -- precedence levels ------------------------------------------------------------------------


def _level_getter(level: str) -> Any:
    def get(rt: Runtime, self: Any) -> Any:
        bridge = _bridge(rt)
        return bridge.level(getattr(bridge.node, level))

    get.__name__ = level
    return get


def _level_setter(level: str) -> Any:
    def set_level(rt: Runtime, self: Any, value: Any) -> Any:
        _node(rt).replace_level(level, to_py(value) if isinstance(value, RHash) else {})
        return value

    set_level.__name__ = f"{level}_attrs="
    return set_level


for _level in LEVELS:
    node.method(_level)(_level_getter(_level))
for _level in ALIASED_LEVELS:
    node.method(f"{_level}_attrs")(_level_getter(_level))
    node.method(f"{_level}_attrs=")(_level_setter(_level))


# -- writers and tags -------------------------------------------------------------------------


def _path(args: Any) -> list[Any]:
    return [key_of(a) for a in args]


def _remover(word: str) -> Any:
    def remove(rt: Runtime, self: Any, key: Any, *more: Any) -> Any:
        return frozen_ruby(getattr(_node(rt), word)(*_path((key, *more))))

    remove.__name__ = word
    return remove


for _word in ("rm", "rm_default", "rm_normal", "rm_override"):
    node.method(_word)(_remover(_word))


@node.method("write")
def write(rt: Runtime, self: Any, level: Any, key: Any, value: Any, *more: Any) -> Any:
    """`node.write(:default, 'a', 'b', value)`."""
    *keys, value = (key, value, *more)
    _node(rt).write(str(to_py(level)), *_path(keys), to_py(value))
    return value


def _unless(level: str) -> Any:
    """`node.default_unless('a', 'b', value)`, or `node.default_unless['a']['b'] = value`."""

    def call(rt: Runtime, self: Any, *args: Any) -> Any:
        if args:
            *keys, value = args
            _node(rt).write_unless(level, *_path(keys), to_py(value))
            return value
        obj = RObject(rt.const_get("Chef::Node::Unchain"))
        obj.ivars["@__level"], obj.ivars["@__path"] = level, []
        return obj

    return call


for _word, _level in (
    ("default_unless", "default"),
    ("normal_unless", "normal"),
    ("set_unless", "normal"),
    ("override_unless", "override"),
):
    node.method(_word)(_unless(_level))


@unchain.method("[]")
def chain_read(rt: Runtime, self: Any, key: Any) -> Any:
    obj = RObject(self.cls)
    obj.ivars["@__level"] = self.ivars["@__level"]
    obj.ivars["@__path"] = [*self.ivars["@__path"], key_of(key)]
    return obj


@unchain.method("[]=")
def chain_write(rt: Runtime, self: Any, key: Any, value: Any) -> Any:
    level, keys = self.ivars["@__level"], self.ivars["@__path"]
    _node(rt).write_unless(level, *keys, key_of(key), to_py(value))
    return value


@node.method("tags")
def tags(rt: Runtime, self: Any) -> Any:
    return to_ruby(list(_node(rt).tags()))


@node.method("tag")
def tag(rt: Runtime, self: Any, *names: Any) -> Any:
    found = _node(rt).tags()
    for t in names:
        if rt.to_s(t) not in found:
            found.append(rt.to_s(t))
    return to_ruby(list(found))


@node.method("untag")
def untag(rt: Runtime, self: Any, *names: Any) -> Any:
    found = _node(rt).tags()
    for t in names:
        if rt.to_s(t) in found:
            found.remove(rt.to_s(t))
    return to_ruby(list(found))


@node.method("tagged?")
def tagged(rt: Runtime, self: Any, *names: Any) -> bool:
    found = _node(rt).tags()
    return all(rt.to_s(t) in found for t in names)


# -- an attribute file's words (it runs with the node as self) -------------------------------


@node.method("node")
def node_itself(rt: Runtime, self: Any) -> Any:
    return self


@node.method("include_attribute")
def include_attribute(rt: Runtime, self: Any, *specs: Any) -> bool:
    """`include_attribute "cookbook::file"`: that attribute file, loaded now, once."""
    from toque.source import Span

    loader = rt.host.ctx.loader
    if loader is None:
        raise rt.error(
            "NotImplementedError",
            "include_attribute needs cookbooks: use `toque client` with a cookbook path",
        )
    site = rt.callsite
    span = Span(site.file, site.line, site.col) if site is not None else None
    for spec in specs:
        loader.include_attribute(rt.to_s(spec), span)
    return True


# -- VividMash: one precedence level ----------------------------------------------------------


def _view(obj: Any) -> LevelView:
    return obj.ivars["@__view"]


@vivid.method("[]")
def level_read(rt: Runtime, self: Any, key: Any) -> Any:
    value = _view(self)[key_of(key)]
    if isinstance(value, LevelView):
        return self.bridge.level(value)
    if isinstance(value, list):
        return LevelArray(_view(self), key_of(key), to_ruby(value))
    return to_ruby(value)


@vivid.method("[]=")
def level_write(rt: Runtime, self: Any, key: Any, value: Any) -> Any:
    _view(self)[key_of(key)] = to_py(value)
    self.filled = False  # read again from the level when next looked at
    return value


@vivid.method("key?", "has_key?")
def level_key(rt: Runtime, self: Any, key: Any) -> bool:
    return _view(self).has_key(key_of(key))


@vivid.method("delete")
def level_delete(rt: Runtime, self: Any, key: Any, *, block: Any = None) -> Any:
    view = _view(self)
    if not view.has_key(key_of(key)) and block is not None:
        return rt.call_proc(block, [key])
    self.filled = False
    return to_ruby(view.delete(key_of(key)))


@vivid.method("to_hash", "to_h")
def level_to_hash(rt: Runtime, self: Any) -> Any:
    return to_ruby(_view(self).to_dict())


@vivid.method("fetch")
def level_fetch(rt: Runtime, self: Any, key: Any, default: Any = _UNSET, *, block: Any = None):
    if _view(self).has_key(key_of(key)):
        return level_read(rt, self, key)
    if default is not _UNSET:
        return default
    if block is not None:
        return rt.call_proc(block, [key])
    raise rt.error("KeyError", f"key not found: {rt.inspect(key)}")


@vivid.method("dup", "clone")
def level_copy(rt: Runtime, self: Any) -> Any:
    """A copy detached from the level: a Mash of its entries (its writes stay there)."""
    return rt.send(rt.Object.consts["Mash"], "new", [to_ruby(_view(self).to_dict())])


__all__ = ["LEVELS", "node", "synced_run_list", "unchain", "vivid"]
