"""The node as Ruby sees it: `node['a']['b']`, `node.default['x'] = 1`, `platform?`.

Wraps the runtime's `Node` (toque.repo.node): reads return Ruby copies of the merged
view (frozen, as Chef's immutable attributes are); level writers (`node.default`,
`node.override`…) return views that create nested hashes on write.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.subclass import RHashSub
from toque.interpreter.dsl.value_bridge import to_py, to_ruby
from toque.interpreter.model.classes import Method
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, RSymbol
from toque.repo import facts
from toque.repo.node import LevelView, Node

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def frozen_ruby(value: Any) -> Any:
    """A merged attribute value as a frozen Ruby value."""
    v = to_ruby(value)
    _freeze(v)
    return v


def _freeze(v: Any) -> None:
    if isinstance(v, RArray):
        v.frozen = True
        for x in v:
            _freeze(x)
    elif isinstance(v, RHash):
        v.frozen = True
        for x in v.data.values():
            _freeze(x)
    elif isinstance(v, RString):
        v.frozen = True


def key_of(key: Any) -> str:
    if isinstance(key, RSymbol):
        return key.name
    if isinstance(key, RString):
        return key.v
    return key


class LevelArray(RArray):
    """An array read from one precedence level: changing it in place (`<<`, push, delete…)
    changes the level, as Chef's VividMash arrays do."""

    __slots__ = ("view", "key")

    def __init__(self, view: LevelView, key: Any, items: Any) -> None:
        super().__init__(items)
        self.view, self.key = view, key

    def _sync(self) -> None:
        self.view[self.key] = [to_py(x) for x in self]


def _writes_through(name: str) -> Any:
    base = getattr(RArray, name)

    def method(self: LevelArray, *args: Any) -> Any:
        result = base(self, *args)
        self._sync()
        return result

    method.__name__ = name
    return method


for _name in (
    "append extend insert pop remove clear sort reverse __setitem__ __delitem__ __iadd__"
).split():
    setattr(LevelArray, _name, _writes_through(_name))


class VividHash(RHashSub):
    """The Hash behind a Chef::Node::VividMash: its entries are the level's, filled the first
    time anything reads them (the bridge's `sync`), so reading or writing one key through
    `node.default[...]` copies nothing."""

    def __init__(self, ruby_class: Any, bridge: NodeBridge) -> None:
        self.filled = True  # (RHash's __init__ assigns the empty tables)
        super().__init__(ruby_class)
        self.bridge = bridge
        self.filled = False

    def _table(slot: Any) -> property:  # noqa: N805 - a property maker, run in the class body
        def get(self: VividHash) -> Any:
            if not self.filled:
                self.bridge.sync(self)
            return slot.__get__(self)

        return property(get, slot.__set__)

    data = _table(RHash.data)
    keys = _table(RHash.keys)
    del _table


class NodeBridge:
    """Makes the Ruby classes Chef::Node and Chef::Node::VividMash for one runtime."""

    def __init__(
        self,
        rt: Runtime,
        node: Node,
        save_node: Callable[[Node], None] | None = None,
        expand_run_list: Callable[[], Any] | None = None,
    ) -> None:
        """`save_node`: how the run stores its node (local mode: nodes/NAME.json);
        `expand_run_list`: node.expand!, the run list expanded again with the run's roles
        (None: the run has no chef repository)."""
        self.rt = rt
        self.node = node
        chef = rt.Object.consts.get("Chef") or rt.define_class("Chef")
        self.node_class = chef.consts.get("Node") or rt.define_class("Node", rt.Object, chef)
        from toque.interpreter.dsl import mash

        mash.define(rt)
        # Chef's VividMash is a Mash (a Hash): instances are Hash objects over one level
        self.level_class = rt.define_class("VividMash", rt.Object.consts["Mash"], self.node_class)
        self.immutable_classes = (
            self.node_class.consts["ImmutableMash"],
            self.node_class.consts["ImmutableArray"],
        )
        self.run_state = RHash()
        rt.type_classes[LevelArray] = rt.Array
        self.ruby_node = RObject(self.node_class)
        self.attribute_class = rt.define_class("Attribute", rt.Object, self.node_class)
        self.attributes: RObject | None = None
        self.save_node = save_node
        self.expand_run_list = expand_run_list
        self.ruby_run_list: Any = None  # the Chef::RunList node.run_list answers, once made
        # top key -> (the node's cached merged value, its frozen Ruby copy): while the node
        # hands out the same merged object, the Ruby copy stands (Chef also returns one
        # immutable mash until an attribute changes); converting afresh cost ~1 ms a read
        self._tops: dict[Any, tuple[Any, Any]] = {}
        self.policy: dict[str, Any] = {}  # policy_name, policy_group, as Ruby code set them
        rt.define_class("Unchain", rt.Object, self.node_class)
        self._install()

    def _install(self) -> None:
        """The Ruby methods of Chef::Node (node_methods.py), its Chef::Node::Attribute
        (node.attributes) reading as the node does, and its VividMash."""
        from toque.interpreter.dsl import node_methods
        from toque.interpreter.dsl.mash import HASH_MUTATORS

        for table in (node_methods.node, node_methods.vivid, node_methods.unchain):
            table.install(self.rt)
        for name, method in self.node_class.methods.items():
            self.attribute_class.define(name, method)
        # every other Hash (and Mash) method of a VividMash: over the level's entries
        own = set(self.level_class.methods)
        mutators = set(HASH_MUTATORS)
        for klass in (self.rt.Object.consts["Mash"], self.rt.Hash):
            for n, method in list(klass.methods.items()):
                if n in own or n in ("initialize", "initialize_copy"):
                    continue
                own.add(n)
                synced = self._synced(method, n in mutators)
                self.level_class.define(n, Method(n, synced, self.level_class, method.arity))

    def top(self, key: Any) -> Any:
        """`node[key]` as a frozen Ruby value, converted once per change of that key."""
        value = self.node[key]
        hit = self._tops.get(key)
        if hit is not None and hit[0] is value:
            return hit[1]
        ruby = self.frozen(value)
        if isinstance(value, (dict, list)):
            self._tops[key] = (value, ruby)
        return ruby

    def frozen(self, value: Any) -> Any:
        """A merged value as Chef hands it out: an ImmutableMash or ImmutableArray."""
        from toque.interpreter.dsl.mash import immutable_from_py

        return immutable_from_py(value, self.immutable_classes)

    def level(self, view: LevelView) -> Any:
        """A Chef::Node::VividMash over `view`: a Hash whose entries are read from the level
        when first looked at and whenever a Hash method runs (`sync`), and whose changes are
        written back to it. `[]`/`[]=` go to the level directly (no copy per access)."""
        obj = VividHash(self.level_class, self)
        obj.ivars["@__view"] = view
        return obj

    def sync(self, obj: Any) -> None:
        """Fill a VividMash with what its level holds now (nested hashes as VividMashes of
        their own, filled when used; arrays writing through)."""
        view = obj.ivars["@__view"]
        obj.filled = True
        obj.data.clear()
        obj.keys.clear()
        for key, value in view.items():
            if isinstance(value, LevelView):
                value = self.level(value)
            elif isinstance(value, list):
                value = LevelArray(view, key, to_ruby(value))
            else:
                value = to_ruby(value)
            obj.set(to_ruby(key), value)

    def write_back(self, obj: Any) -> None:
        """After a Hash mutator ran on a VividMash: the level holds what the Hash holds."""
        view = obj.ivars["@__view"]
        wanted = {to_py(k): v for k, v in obj.items()}
        for key in view.keys():
            if key not in wanted:
                view.delete(key)
        for key, value in wanted.items():
            nested = (
                getattr(value, "ivars", {}).get("@__view") if isinstance(value, RHash) else None
            )
            if nested is not None and view.has_key(key) and nested == view.fetch(key):
                continue  # the level's own nested hash, unchanged
            view[key] = to_py(value)

    def _synced(self, method: Any, mutator: bool) -> Any:
        """A Hash (or Mash) method on a VividMash: on the level's entries as they are now,
        and a mutator's change written back to the level."""
        bridge = self

        def call(rt_, recv, args, block):
            if not isinstance(recv, VividHash):  # a dup: a plain Mash copy
                return method.fn(rt_, recv, args, block)
            bridge.sync(recv)
            result = method.fn(rt_, recv, args, block)
            if mutator:
                bridge.write_back(recv)
            return result

        return call


def new_node(name: str = "toque", collect_facts: bool = True) -> Node:
    """A node with this host's facts as automatic attributes."""
    node = Node(name, automatic=facts.collect() if collect_facts else None)
    node.apply_json({})
    return node
