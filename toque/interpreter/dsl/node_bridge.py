"""The node as Ruby sees it: `node['a']['b']`, `node.default['x'] = 1`, `platform?`.

Wraps the runtime's `Node` (toque.repo.node): reads return Ruby copies of the merged
view (frozen, as Chef's immutable attributes are); level writers (`node.default`,
`node.override`…) return views that create nested hashes on write.
"""

from __future__ import annotations

from typing import Any

from toque.interpreter.core.builtins import with_arity
from toque.interpreter.core.subclass import RHashSub
from toque.interpreter.dsl.value_bridge import to_py, to_ruby
from toque.interpreter.model.classes import Method, RClass
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, RSymbol
from toque.interpreter.model.signals import RubyError
from toque.repo import facts, platforms
from toque.repo.node import ImmutableAttributeModification, LevelView, Node

# Argument counts (least, most) of the node methods that index their arguments, as Chef's
# (Hash-like) methods of the same names take them.
ARITY: dict[str, tuple[int, int | None]] = {
    "[]": (1, 1),
    "[]=": (2, 2),
    "fetch": (1, 2),
    "key?": (1, 1),
    "has_key?": (1, 1),
    "delete": (1, 1),
    "role?": (1, 1),
    "recipe?": (1, 1),
    "chef_environment": (0, 1),
    "environment": (0, 1),
    "write": (3, None),  # level, key…, value
    "rm": (1, None),
    "rm_default": (1, None),
    "rm_normal": (1, None),
    "rm_override": (1, None),
}

LEVELS = ("default", "force_default", "normal", "override", "force_override", "automatic")


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

    def __init__(self, rt: Any, node: Node) -> None:
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
        self.ctx: Any = None  # the run context, once the run has one (why-run, events)
        self.save_node: Any = None  # how the run stores its node (local mode: nodes/NAME.json)
        # node.expand!: re-expands the node's run list with the run's roles (session sets it)
        self.expand_run_list: Any = None
        self.ruby_run_list: Any = None  # the Chef::RunList node.run_list answers, once made
        # top key -> (the node's cached merged value, its frozen Ruby copy): while the node
        # hands out the same merged object, the Ruby copy stands (Chef also returns one
        # immutable mash until an attribute changes); converting afresh cost ~1 ms a read
        self._tops: dict[Any, tuple[Any, Any]] = {}
        self._define()

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

    def _define(self) -> None:
        rt = self.rt
        bridge = self
        node = self.node

        def m(klass: RClass, name: str, fn: Any) -> None:
            counts = ARITY.get(name)
            if counts is not None:  # the bodies below index `args`: count them first
                fn = with_arity(fn, *counts)
            klass.define(name, Method(name, fn, klass, -1))

        def read(rt_, recv, args, block):
            return bridge.top(key_of(args[0]))

        def write_refused(rt_, recv, args, block):
            path = tuple(key_of(a) for a in args[:-1])
            chef = rt_.Object.consts.get("Chef")
            exceptions = chef.consts.get("Exceptions") if chef is not None else None
            klass = exceptions and exceptions.consts.get("ImmutableAttributeModification")
            message = RString(ImmutableAttributeModification(path).message)
            raise RubyError(rt_.new_exception(klass or rt_.Object.consts["NoMethodError"], message))

        def dig(rt_, recv, args, block):
            return bridge.frozen(node.read(*[key_of(a) for a in args]))

        def exist(rt_, recv, args, block):
            return node.exist(*[key_of(a) for a in args])

        def fetch(rt_, recv, args, block):
            key = key_of(args[0])
            if key in node:
                return bridge.top(key)
            if len(args) > 1:
                return args[1]
            if block is not None:
                return rt_.call_proc(block, [args[0]])
            raise rt_.error("KeyError", f"key not found: {rt_.inspect(args[0])}")

        def to_hash(rt_, recv, args, block):
            return to_ruby(node.merged())

        def each(rt_, recv, args, block):
            return rt_.send(to_hash(rt_, recv, [], None), "each", [], block)

        def name(rt_, recv, args, block):
            return RString(node.name)

        def run_state(rt_, recv, args, block):
            return bridge.run_state

        def run_list(rt_, recv, args, block):
            """Chef's node.run_list: a Chef::RunList; with items, the node's new run list."""
            from toque.repo.roles import normalize_item

            if args:
                items = [rt_.to_s(i) for i in (args[0] if len(args) == 1 and
                         isinstance(args[0], RArray) else args)]  # fmt: skip
                node.run_list = [normalize_item(i) for i in items]
                bridge.ruby_run_list = None
            synced_run_list()
            if bridge.ruby_run_list is None:  # the node's one RunList: `<<` changes the node's
                klass = rt_.const_get("Chef::RunList")
                made = rt_.send(klass, "new", [RArray(RString(r) for r in node.run_list)])
                bridge.ruby_run_list = made
            return bridge.ruby_run_list

        def synced_run_list() -> list[str]:
            """The node's run list, with what Ruby code added to its RunList object."""
            made = bridge.ruby_run_list
            if made is not None:
                items = made.ivars.get("@run_list_items")
                if isinstance(items, RArray):
                    node.run_list = [bridge.rt.to_s(i) for i in items]
            return node.run_list

        def recipes(rt_, recv, args, block):
            return RArray(RString(r) for r in node.recipes)

        def roles(rt_, recv, args, block):
            return RArray(RString(r) for r in node.roles)

        def role_p(rt_, recv, args, block):  # Chef's Node#role?: the node's own run list
            return f"role[{to_py(args[0])}]" in synced_run_list()

        def recipe_p(rt_, recv, args, block):
            name = str(to_py(args[0]))
            full = name if "::" in name else f"{name}::default"
            return f"recipe[{name}]" in node.run_list or full in node.recipes

        def chef_environment(rt_, recv, args, block):
            if args:
                node.chef_environment = str(to_py(args[0]))
            return RString(node.chef_environment)

        def platform_p(rt_, recv, args, block):
            return platforms.is_platform(node, *[to_py(a) for a in args])

        def platform_family_p(rt_, recv, args, block):
            return platforms.is_platform_family(node, *[to_py(a) for a in args])

        def level_setter(level: str):
            def set_level(rt_, recv, args, block):
                node.replace_level(level, to_py(args[0]) if isinstance(args[0], RHash) else {})
                return args[0]

            return set_level

        def attributes(rt_, recv, args, block):
            if bridge.attributes is None:
                bridge.attributes = RObject(bridge.attribute_class)
            return bridge.attributes

        def save(rt_, recv, args, block):
            """Node#save: stored where the run keeps its node (nodes/NAME.json in local
            mode); never under why-run, as Chef warns."""
            ctx = bridge.ctx
            if ctx is not None and ctx.why_run:
                ctx.events.log("warn", "In why-run mode, so NOT performing node save.", None)
            elif bridge.save_node is not None:
                bridge.save_node(node)
            return recv

        def expand(rt_, recv, args, block):
            # Chef's Node#expand!: the run list expanded again; recipes, roles and
            # expanded_run_list set as automatic attributes, role attributes applied
            if bridge.expand_run_list is None:
                raise rt_.error("RuntimeError", "node.expand! needs the run's chef repository")
            synced_run_list()
            found = bridge.expand_run_list()
            klass = rt_.const_get("Chef::RunList::RunListExpansion")
            return rt_.send(klass, "new", [
                RString(node.chef_environment), to_ruby(list(found.recipes)),
                to_ruby(list(found.roles)), to_ruby(found.default_attrs),
                to_ruby(found.override_attrs),
            ])  # fmt: skip

        def level_getter(level: str):
            def get(rt_, recv, args, block):
                return bridge.level(getattr(node, level))

            return get

        for n, fn in (
            ("[]", read),
            ("[]=", write_refused),
            ("dig", dig),
            ("read", dig),
            ("exist?", exist),
            ("attribute?", exist),
            ("key?", exist),
            ("has_key?", exist),
            ("fetch", fetch),
            ("to_hash", to_hash),
            ("to_h", to_hash),
            ("each", each),
            ("name", name),
            ("run_state", run_state),
            ("run_list", run_list),
            ("expand!", expand),
            ("recipes", recipes),
            ("roles", roles),
            ("role?", role_p),
            ("recipe?", recipe_p),
            ("chef_environment", chef_environment),
            ("environment", chef_environment),
            ("platform?", platform_p),
            ("platform_family?", platform_family_p),
        ):
            m(self.node_class, n, fn)
        for level in LEVELS:
            m(self.node_class, level, level_getter(level))
        for level in ("default", "normal", "override", "automatic"):  # Chef's aliases
            m(self.node_class, f"{level}_attrs", level_getter(level))
            m(self.node_class, f"{level}_attrs=", level_setter(level))
        m(self.node_class, "each_attribute", each)
        m(self.node_class, "keys", lambda rt_, r, a, b: to_ruby(list(node.keys())))
        m(self.node_class, "attributes", attributes)
        m(self.node_class, "save", save)
        for name in ("policy_name", "policy_group"):  # toque runs no Policyfiles: nil
            m(self.node_class, name, lambda rt_, r, a, b: None)
        self._define_writers(m)
        # Chef::Node::Attribute, the object behind node.attributes: reads as the node does
        for name, method in self.node_class.methods.items():
            self.attribute_class.define(name, method)

        # VividMash: one precedence level, creating nested hashes as they are written
        def view_of(recv: RObject) -> LevelView:
            return recv.ivars["@__view"]

        def lv_read(rt_, recv, args, block):
            value = view_of(recv)[key_of(args[0])]
            if isinstance(value, LevelView):
                return bridge.level(value)
            if isinstance(value, list):
                return LevelArray(view_of(recv), key_of(args[0]), to_ruby(value))
            return to_ruby(value)

        def lv_write(rt_, recv, args, block):
            view_of(recv)[key_of(args[0])] = to_py(args[1])
            recv.filled = False  # read again from the level when next looked at
            return args[1]

        def lv_key(rt_, recv, args, block):
            return view_of(recv).has_key(key_of(args[0]))

        def lv_delete(rt_, recv, args, block):
            recv.filled = False
            return to_ruby(view_of(recv).delete(key_of(args[0])))

        def lv_to_hash(rt_, recv, args, block):
            return to_ruby(view_of(recv).to_dict())

        def lv_copy(rt_, recv, args, block):
            # a copy detached from the level: a Mash of its entries (its writes stay there)
            mash = rt_.Object.consts["Mash"]
            return rt_.send(mash, "new", [to_ruby(view_of(recv).to_dict())])

        def lv_fetch(rt_, recv, args, block):
            view = view_of(recv)
            key = key_of(args[0])
            if view.has_key(key):
                return lv_read(rt_, recv, args[:1], None)
            if len(args) > 1:
                return args[1]
            raise rt_.error("KeyError", f"key not found: {rt_.inspect(args[0])}")

        for n, fn in (
            ("[]", lv_read),
            ("[]=", lv_write),
            ("key?", lv_key),
            ("has_key?", lv_key),
            ("delete", lv_delete),
            ("to_hash", lv_to_hash),
            ("to_h", lv_to_hash),
            ("fetch", lv_fetch),
            ("dup", lv_copy),
            ("clone", lv_copy),
        ):
            m(self.level_class, n, fn)
        # every other Hash (and Mash) method: on the level's entries as they are now, and a
        # mutator's change written back to the level
        from toque.interpreter.dsl.mash import HASH_MUTATORS

        own = set(self.level_class.methods)
        mutators = set(HASH_MUTATORS)
        for klass in (rt.Object.consts["Mash"], rt.Hash):
            for n, method in list(klass.methods.items()):
                if n in own or n in ("initialize", "initialize_copy"):
                    continue
                own.add(n)
                m(self.level_class, n, self._synced(method, n in mutators))
        del rt

    def _synced(self, method: Any, mutator: bool) -> Any:
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

    def _define_writers(self, m: Any) -> None:
        """`node.rm`, `node.write`, `node.default_unless[...] = v` and tags, as Chef::Node."""
        node = self.node
        unchain = self.rt.define_class("Unchain", self.rt.Object, self.node_class)

        def path(args: list) -> list[Any]:
            return [key_of(a) for a in args]

        def remover(fn: Any) -> Any:
            return lambda rt_, recv, args, block: frozen_ruby(fn(*path(args)))

        def writer(fn: Any, level: str) -> Any:
            def write(rt_, recv, args, block):
                fn(level, *path(args[:-1]), to_py(args[-1]))
                return args[-1]

            return write

        def unless(level: str) -> Any:
            def call(rt_, recv, args, block):
                if args:  # node.default_unless('a', 'b', value)
                    return writer(node.write_unless, level)(rt_, recv, args, block)
                obj = RObject(unchain)
                obj.ivars["@__level"], obj.ivars["@__path"] = level, []
                return obj

            return call

        def chain_read(rt_, recv, args, block):
            obj = RObject(unchain)
            obj.ivars["@__level"] = recv.ivars["@__level"]
            obj.ivars["@__path"] = [*recv.ivars["@__path"], key_of(args[0])]
            return obj

        def chain_write(rt_, recv, args, block):
            level, keys = recv.ivars["@__level"], recv.ivars["@__path"]
            node.write_unless(level, *keys, key_of(args[0]), to_py(args[1]))
            return args[1]

        m(unchain, "[]", chain_read)
        m(unchain, "[]=", chain_write)

        def write(rt_, recv, args, block):
            return writer(node.write, str(to_py(args[0])))(rt_, recv, args[1:], block)

        def tag(rt_, recv, args, block):
            tags = node.tags()
            for t in args:
                if rt_.to_s(t) not in tags:
                    tags.append(rt_.to_s(t))
            return to_ruby(list(tags))

        def untag(rt_, recv, args, block):
            tags = node.tags()
            for t in args:
                if rt_.to_s(t) in tags:
                    tags.remove(rt_.to_s(t))
            return to_ruby(list(tags))

        for name, fn in (
            ("rm", remover(node.rm)),
            ("rm_default", remover(node.rm_default)),
            ("rm_normal", remover(node.rm_normal)),
            ("rm_override", remover(node.rm_override)),
            ("write", write),
            ("default_unless", unless("default")),
            ("normal_unless", unless("normal")),
            ("set_unless", unless("normal")),
            ("override_unless", unless("override")),
            ("tags", lambda rt_, recv, a, b: to_ruby(list(node.tags()))),
            ("tag", tag),
            ("untag", untag),
            ("tagged?", lambda rt_, recv, a, b: all(rt_.to_s(t) in node.tags() for t in a)),
        ):
            m(self.node_class, name, fn)


def new_node(name: str = "toque", collect_facts: bool = True) -> Node:
    """A node with this host's facts as automatic attributes."""
    node = Node(name, automatic=facts.collect() if collect_facts else None)
    node.apply_json({})
    return node
