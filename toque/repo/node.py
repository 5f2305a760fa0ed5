"""Chef node attributes: ten precedence levels, deep-merged lazily (and cached) into a read-only view."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import chain
from typing import Any

from toque.runtime.errors import RuntimeToqueError

LEVELS = tuple(  # lowest → highest
    "default env_default role_default force_default normal "
    "override role_override env_override force_override automatic".split()
)
DEFAULT_LEVELS = LEVELS[:4]
OVERRIDE_LEVELS = LEVELS[5:9]
_MISSING: Any = object()

READ_ONLY_MESSAGE = (
    "Node attributes are read-only when you do not specify which precedence level to set. "
    'To set an attribute use code like `node.default["key"] = "value"\''
)


class ImmutableAttributeModification(RuntimeToqueError):
    """A write to the merged view (Chef::Exceptions::ImmutableAttributeModification)."""

    def __init__(self, path: tuple[Any, ...] = ()) -> None:
        self.path = path
        where = key_path(path) if path else '["key"]'
        hint = f"write to a precedence level: node.default{where} = value (or node.override{where})"
        super().__init__(READ_ONLY_MESSAGE, None, hint=hint)


class NoSuchAttribute(RuntimeToqueError):
    """`node.read!` of a path that is not there (Chef::Exceptions::NoSuchAttribute, "a.b")."""


class AmbiguousRunlistSpecification(RuntimeToqueError):
    """JSON attributes giving both `run_list` and `recipes`."""


class _NotPresent:
    """What `debug_value` shows for a level that lacks the path (Chef's :not_present)."""

    def __repr__(self) -> str:
        return ":not_present"


NOT_PRESENT = _NotPresent()


class Lazy:
    """A stored value computed on its first read (Ohai's slow plugins, e.g. `packages`).

    Levels keep it as it is; every read path of the node (merged view, a level's view,
    `to_hash`, `debug_value`) asks for its value, and the first one stores the result in place
    of the Lazy, so the work is done once, and only if a recipe reads it. Copies stored in
    several nodes share one computation.
    """

    __slots__ = ("_cell", "_node", "_top")

    def __init__(self, compute: Any) -> None:
        self._cell: list[Any] = [compute, _MISSING]  # the function, then its result
        self._node: Node | None = None
        self._top: Any = None

    def bound(self, node: Node, top: Any) -> Lazy:
        """The same computation, stored under `top` of `node`."""
        copy = Lazy.__new__(Lazy)
        copy._cell, copy._node, copy._top = self._cell, node, top
        return copy

    def value(self) -> Any:
        """The computed value, as the level stores values (its own dicts and arrays)."""
        cell = self._cell
        if cell[1] is _MISSING:
            cell[1] = cell[0]()
        return _store(cell[1], self._node, self._top) if self._node is not None else thaw(cell[1])

    def __repr__(self) -> str:
        return "#<lazy fact>"


def _at(store: dict[Any, Any], key: Any, default: Any = None) -> Any:
    """`store[key]`, a Lazy there computed and put in its place first."""
    value = store.get(key, default)
    if type(value) is Lazy:
        value = store[key] = value.value()
    return value


# The interpreter's Symbol and String types, recognised by name: the runtime knows no Ruby.
_KEY_TEXT = {"RSymbol": "name", "RString": "v", "RStringSub": "v"}


def attr_key(key: Any) -> Any:
    """A key as stored: Symbols and Strings become `str` (Chef's Mash); others stay as they are."""
    if type(key) is str:
        return key
    if isinstance(key, str):
        return str(key)
    field = _KEY_TEXT.get(type(key).__name__)
    return getattr(key, field) if field else key


def key_path(path: tuple[Any, ...]) -> str:
    """`("a", 0)` → `["a"][0]`, as a Ruby reader would write it."""
    return "".join(f'["{k}"]' if isinstance(k, str) else f"[{k!r}]" for k in path)


class FrozenDict(dict):
    """A merged hash: reads are plain dict reads (a missing key is None); every write raises."""

    __slots__ = ("path",)

    def __missing__(self, key: Any) -> Any:
        k = attr_key(key)
        return dict.get(self, k) if k is not key else None

    def _refuse(self, *args: Any, **kw: Any) -> Any:
        raise ImmutableAttributeModification(self.path)

    def _refuse_key(self, key: Any, *args: Any) -> Any:
        raise ImmutableAttributeModification((*self.path, attr_key(key)))

    __setitem__ = __delitem__ = pop = setdefault = _refuse_key
    clear = popitem = update = __ior__ = _refuse

    def to_dict(self) -> dict[Any, Any]:
        return thaw(self)

    def __copy__(self) -> dict[Any, Any]:
        return dict(self)

    def __deepcopy__(self, memo: Any) -> dict[Any, Any]:
        return thaw(self)

    def __reduce__(self) -> Any:
        return (freeze, (thaw(self), self.path))


class FrozenList(list):
    """A merged array: reads are plain list reads; every write raises."""

    __slots__ = ("path",)

    def _refuse(self, *args: Any, **kw: Any) -> Any:
        raise ImmutableAttributeModification(self.path)

    def _refuse_index(self, index: Any, *args: Any) -> Any:
        raise ImmutableAttributeModification((*self.path, index))

    __setitem__ = __delitem__ = _refuse_index
    append = extend = insert = pop = remove = clear = sort = reverse = _refuse
    __iadd__ = __imul__ = _refuse

    def to_list(self) -> list[Any]:
        return thaw(self)

    def __copy__(self) -> list[Any]:
        return list(self)

    def __deepcopy__(self, memo: Any) -> list[Any]:
        return thaw(self)

    def __reduce__(self) -> Any:
        return (freeze, (thaw(self), self.path))


class AttrList(list):
    """An array stored in a level: mutating it in place drops the merged cache of its top key."""

    __slots__ = ("_node", "_top")

    def _touch(self) -> None:
        self._node._cache.pop(self._top, None)


def _mutator(name: str) -> Any:
    base = getattr(list, name)

    def method(self: AttrList, *args: Any) -> Any:
        self._touch()
        return base(self, *args)

    method.__name__ = name
    return method


for _name in (
    "append extend insert pop remove clear sort reverse __setitem__ __delitem__ __iadd__ __imul__"
).split():
    setattr(AttrList, _name, _mutator(_name))
AttrList.__deepcopy__ = lambda self, memo: thaw(self)  # type: ignore[attr-defined]
AttrList.__reduce__ = lambda self: (list, (thaw(self),))  # type: ignore[assignment]


def thaw(value: Any) -> Any:
    """A plain, mutable deep copy of a stored or merged value (Chef's `to_h` / `dup`)."""
    if isinstance(value, dict):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, list):
        return [thaw(v) for v in value]
    if isinstance(value, LevelView):
        return value.to_dict()
    if type(value) is Lazy:
        return thaw(value.value())
    return value


def freeze(value: Any, path: tuple[Any, ...] = ()) -> Any:
    """A read-only deep copy whose containers know their key path (for error messages)."""
    if type(value) is Lazy:
        value = value.value()
    if isinstance(value, dict):
        d = FrozenDict({k: freeze(v, (*path, k)) for k, v in value.items()})
        d.path = path
        return d
    if isinstance(value, list):
        out = FrozenList([freeze(v, (*path, i)) for i, v in enumerate(value)])
        out.path = path
        return out
    return value


def _store(value: Any, node: Node, top: Any) -> Any:
    """A value as a level keeps it: its own dicts with string keys, AttrLists tied to `top`."""
    if isinstance(value, LevelView):
        value = value.to_dict()
    if type(value) is Lazy:  # kept lazy, tied to this node and key
        return value.bound(node, top)
    if isinstance(value, Mapping):
        return {attr_key(k): _store(v, node, top) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        out = AttrList(_store(v, node, top) for v in value)
        out._node, out._top = node, top
        return out
    return value


def _union(a: list[Any], b: list[Any]) -> list[Any]:
    """Ruby's `a | b`: order of first appearance, duplicates dropped (1 and 1.0 stay apart)."""
    out: list[Any] = []
    seen: set[Any] = set()
    loose: list[Any] = []
    for x in chain(a, b):
        try:
            key = (type(x), x)
            if key in seen:
                continue
            seen.add(key)
        except TypeError:  # a hash or array element: compare by value
            if any(type(y) is type(x) and y == x for y in loose):
                continue
            loose.append(x)
        out.append(x)
    return out


def _merge(onto: Any, other: Any, union: bool) -> Any:
    """Chef's deep_merge! (union=True, inside a group) or hash_only_merge! (between groups)."""
    if type(other) is Lazy:
        other = other.value()
    if isinstance(onto, dict) and isinstance(other, dict):
        for k, v in other.items():
            onto[k] = _merge(onto[k], v, union) if k in onto else thaw(v)
        return onto
    if union and isinstance(onto, list) and isinstance(other, list):
        return _union(onto, other)
    return thaw(other)


def _fold(values: list[Any], union: bool) -> Any:
    values = [v for v in values if v is not _MISSING]
    if not values:
        return _MISSING
    acc = thaw(values[0])
    for v in values[1:]:
        acc = _merge(acc, v, union)
    return acc


def _dig(store: Any, path: tuple[Any, ...]) -> Any:
    """The value at `path` in a store or merged value, or _MISSING; never vivifies."""
    cur = store
    for k in path:
        if isinstance(cur, dict):
            cur = _at(cur, attr_key(k), _MISSING)
        elif isinstance(cur, list) and type(k) is int and -len(cur) <= k < len(cur):
            cur = cur[k]
        else:
            return _MISSING
        if cur is _MISSING:
            return _MISSING
    return cur


def deep_merge(source: Any, dest: Any) -> Any:
    """Chef::Mixin::DeepMerge.deep_merge!: `source` wins, arrays union, nil never erases.

    Used for `-j` attributes onto normal and for combining role attributes.
    """
    if dest is None:
        return thaw(source)
    if source is None:
        return dest if dest is not False else None
    if isinstance(source, Mapping) and isinstance(dest, dict):
        for k, v in source.items():
            k = attr_key(k)
            here = dest.get(k)
            dest[k] = thaw(v) if here is None or here is False else deep_merge(v, here)
        return dest
    if isinstance(source, list) and isinstance(dest, list):
        return _union(dest, source)
    return thaw(source)


class LevelView:
    """One precedence level at a key path: auto-vivifying writes, reads of what that level holds."""

    __slots__ = ("_node", "_level", "_path")

    def __init__(self, node: Node, level: str, path: tuple[Any, ...] = ()) -> None:
        self._node, self._level, self._path = node, level, path

    def _target(self) -> dict[Any, Any] | None:
        d = _dig(self._node._levels[self._level], self._path)
        return d if isinstance(d, dict) else None

    def _vivify(self) -> dict[Any, Any]:
        cur = self._node._levels[self._level]
        for k in self._path:
            nxt = _at(cur, k)
            if not isinstance(nxt, dict):
                nxt = cur[k] = {}
            cur = nxt
        return cur

    def _top(self, key: Any) -> Any:
        return self._path[0] if self._path else key

    def _wrap(self, key: Any, value: Any) -> Any:
        return (
            LevelView(self._node, self._level, (*self._path, key))
            if isinstance(value, dict)
            else value
        )

    def __getitem__(self, key: Any) -> Any:
        key = attr_key(key)
        d = self._target()
        if d is not None and key in d:
            return self._wrap(key, _at(d, key))
        # Chef's VividMash#[]: a missing key is created, empty, at this level on read, so
        # `default['a']['b'] = node['a']['c']` finds node['a'] (== {}) on its right side
        top = self._top(key)
        self._vivify()[key] = _store({}, self._node, top)
        self._node._invalidate(top)
        return LevelView(self._node, self._level, (*self._path, key))

    def __setitem__(self, key: Any, value: Any) -> None:
        key = attr_key(key)
        top = self._top(key)
        self._vivify()[key] = _store(value, self._node, top)
        self._node._invalidate(top)

    def fetch(self, key: Any, *default: Any) -> Any:
        key = attr_key(key)
        d = self._target()
        if d is not None and key in d:
            return self._wrap(key, _at(d, key))
        if default:
            return default[0]
        raise KeyError(f"key not found: {key!r}")

    def get(self, key: Any, default: Any = None) -> Any:
        return self.fetch(key, default)

    def has_key(self, key: Any) -> bool:
        d = self._target()
        return d is not None and attr_key(key) in d

    __contains__ = has_key

    def delete(self, key: Any) -> Any:
        """Remove `key` at this level; returns its value (a plain copy) or None."""
        key = attr_key(key)
        d = self._target()
        if d is None or key not in d:
            return None
        self._node._invalidate(self._top(key))
        return thaw(d.pop(key))

    def update(self, other: Mapping[Any, Any]) -> None:
        for k, v in other.items():
            self[k] = v

    def keys(self) -> list[Any]:
        return list(self._target() or ())

    def items(self) -> list[tuple[Any, Any]]:
        d = self._target() or {}
        return [(k, self._wrap(k, _at(d, k))) for k in list(d)]

    def values(self) -> list[Any]:
        return [v for _, v in self.items()]

    def __iter__(self) -> Iterator[Any]:
        return iter(self.keys())

    def __len__(self) -> int:
        return len(self._target() or ())

    def to_dict(self) -> dict[Any, Any]:
        return thaw(self._target() or {})

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LevelView):
            other = other.to_dict()
        return isinstance(other, Mapping) and self.to_dict() == dict(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"node.{self._level}{key_path(self._path)} = {self.to_dict()!r}"


def _level(name: str) -> property:
    def get(self: Node) -> LevelView:
        return LevelView(self, name)

    def put(self: Node, data: Mapping[Any, Any]) -> None:
        self.replace_level(name, data)

    return property(get, put, doc=f"The `{name}` precedence level (assigning replaces it).")


class Node:
    """A node: name, run list, run_state and attributes; `node[k]` reads the merged view."""

    default = _level("default")
    env_default = _level("env_default")
    role_default = _level("role_default")
    force_default = _level("force_default")
    normal = _level("normal")
    override = _level("override")
    role_override = _level("role_override")
    env_override = _level("env_override")
    force_override = _level("force_override")
    automatic = _level("automatic")

    def __init__(self, name: str = "", *, automatic: Mapping[str, Any] | None = None) -> None:
        self.name = name
        self.chef_environment = "_default"
        self.run_list: list[str] = []
        self.recipes: list[str] = []
        self.roles: list[str] = []
        self.run_state: dict[Any, Any] = {}
        self._levels: dict[str, dict[Any, Any]] = {level: {} for level in LEVELS}
        self._cache: dict[Any, Any] = {}  # top-level key → frozen merged value (None: absent)
        if automatic:
            self.replace_level("automatic", automatic)

    # -- the merged, read-only view -------------------------------------------------------

    def __getitem__(self, key: Any) -> Any:
        try:
            return self._cache[key]
        except KeyError:
            pass
        k = attr_key(key)
        if k is not key:
            return self[k]
        value = self._cache[k] = self._merge_top(k)
        return value

    def __setitem__(self, key: Any, value: Any) -> None:
        raise ImmutableAttributeModification((attr_key(key),))

    def __delitem__(self, key: Any) -> None:
        raise ImmutableAttributeModification((attr_key(key),))

    def __contains__(self, key: Any) -> bool:
        """Chef's `node.key?` / `attribute?`: a top-level key present at any level."""
        k = attr_key(key)
        return any(k in store for store in self._levels.values())

    def keys(self) -> list[Any]:
        return list(dict.fromkeys(chain.from_iterable(self._levels.values())))

    def __iter__(self) -> Iterator[Any]:
        return iter(self.keys())

    def merged(self) -> dict[Any, Any]:
        """The whole merged view as a plain, mutable dict."""
        return {k: thaw(self[k]) for k in self.keys()}

    def read(self, *path: Any) -> Any:
        """`node.read('a', 'b')` / `dig`: the merged value, or None where the path stops."""
        if not path:
            return freeze(self.merged())
        value = _dig(self[path[0]], path[1:]) if path[0] in self else _MISSING
        return None if value is _MISSING else value

    def read_strict(self, *path: Any) -> Any:
        """`node.read!`: like `read`, but a missing path raises NoSuchAttribute "a.b"."""
        if not self.exist(*path):
            raise NoSuchAttribute(".".join(str(attr_key(k)) for k in path))
        return self.read(*path)

    def exist(self, *path: Any) -> bool:
        """`node.exist?('a', 'b')`: the path is there in the merged view (a nil value counts)."""
        if not path:
            return True
        return path[0] in self and _dig(self[path[0]], path[1:]) is not _MISSING

    def debug_value(self, *path: Any) -> list[tuple[str, Any]]:
        """`[level, value]` for every level, NOT_PRESENT where the level lacks the path."""
        out = []
        for level in LEVELS:
            value = _dig(self._levels[level], path)
            out.append((level, NOT_PRESENT if value is _MISSING else thaw(value)))
        return out

    def level_data(self, group: str) -> dict[Any, Any]:
        """One level (`normal`, `automatic`…) or a combined group (`default`: all default
        levels merged, `override` likewise) as a plain dict, as Chef saves a node."""
        levels = {"default": DEFAULT_LEVELS, "override": OVERRIDE_LEVELS}.get(group)
        if levels is None:
            return thaw(self._levels[group])
        value = self._group_at(levels, ())
        return {} if value is _MISSING or value is None else thaw(value)

    def _merge_top(self, key: Any) -> Any:
        levels = self._levels
        present = [level for level in LEVELS if key in levels[level]]
        if not present:
            return None
        if len(present) == 1:
            return freeze(_at(levels[present[0]], key), (key,))
        return freeze(self._merged_at((key,)), (key,))

    def _merged_at(self, path: tuple[Any, ...]) -> Any:
        value = _fold(
            [
                self._group_at(DEFAULT_LEVELS, path),
                _dig(self._levels["normal"], path),
                self._group_at(OVERRIDE_LEVELS, path),
                _dig(self._levels["automatic"], path),
            ],
            union=False,
        )
        return None if value is _MISSING else value

    def _group_at(self, group: tuple[str, ...], path: tuple[Any, ...]) -> Any:
        return _fold([_dig(self._levels[level], path) for level in group], union=True)

    def _invalidate(self, top: Any) -> None:
        self._cache.pop(top, None)

    # -- writing -------------------------------------------------------------------------

    def replace_level(self, level: str, data: Mapping[Any, Any]) -> None:
        """Replace a whole level (Chef's `node.role_default = {...}`)."""
        self._levels[level] = {attr_key(k): _store(v, self, attr_key(k)) for k, v in data.items()}
        self._cache.clear()

    def write(self, level: str, *path_and_value: Any) -> None:
        """`node.write(:default, 'a', 'b', 1)` and `node.default!`: set, vivifying the path."""
        *path, value = path_and_value
        if not path:
            raise TypeError("write needs a key path and a value")
        view = LevelView(self, level, tuple(attr_key(k) for k in path[:-1]))
        view[path[-1]] = value

    def write_unless(self, level: str, *path_and_value: Any) -> None:
        """`node.default_unless[...] = v`: set only where that level holds nil (or nothing)."""
        if _dig(self._levels[level], tuple(path_and_value[:-1])) in (_MISSING, None):
            self.write(level, *path_and_value)

    def write_force_default(self, *path_and_value: Any) -> None:
        """`node.force_default!`: clear the path from every default level, then set force_default."""
        self.rm_default(*path_and_value[:-1])
        self.write("force_default", *path_and_value)

    def write_force_override(self, *path_and_value: Any) -> None:
        """`node.force_override!`: clear the path from every override level, then set it."""
        self.rm_override(*path_and_value[:-1])
        self.write("force_override", *path_and_value)

    # -- removing ------------------------------------------------------------------------

    def _unlink(self, level: str, path: tuple[Any, ...]) -> Any:
        parent = _dig(self._levels[level], path[:-1])
        key = attr_key(path[-1])
        if not isinstance(parent, dict) or key not in parent:
            return None
        self._invalidate(attr_key(path[0]))
        return thaw(parent.pop(key))

    def _rm(self, levels: tuple[str, ...], path: tuple[Any, ...], before: Any) -> Any:
        if not path:
            raise TypeError("rm needs a key path")
        for level in levels:
            self._unlink(level, path)
        return None if before is _MISSING else freeze(before, path)

    def rm(self, *path: Any) -> Any:
        """Remove the path from every default, normal and override level; returns the merged value."""
        before = self.read(*path) if self.exist(*path) else _MISSING
        return self._rm((*DEFAULT_LEVELS, "normal", *OVERRIDE_LEVELS), path, before)

    def rm_default(self, *path: Any) -> Any:
        return self._rm(DEFAULT_LEVELS, path, self._group_at(DEFAULT_LEVELS, path))

    def rm_normal(self, *path: Any) -> Any:
        return self._rm(("normal",), path, _dig(self._levels["normal"], path))

    def rm_override(self, *path: Any) -> Any:
        return self._rm(OVERRIDE_LEVELS, path, self._group_at(OVERRIDE_LEVELS, path))

    # -- run start -----------------------------------------------------------------------

    def tags(self) -> AttrList:
        """`node.tags`: normal['tags'], made an array if it is not one."""
        tags = self._levels["normal"].get("tags")
        if not isinstance(tags, list):
            self.normal["tags"] = [] if tags is None else [tags]
        return self._levels["normal"]["tags"]

    def restore(self, saved: Mapping[str, Any]) -> None:
        """A node saved by an earlier run (nodes/NAME.json): its environment and normal
        attributes persist; defaults, overrides and automatic ones are rebuilt each run."""
        if isinstance(saved.get("chef_environment"), str):
            self.chef_environment = saved["chef_environment"]
        if isinstance(saved.get("normal"), dict):
            self.replace_level("normal", saved["normal"])

    def apply_json(self, data: Mapping[str, Any]) -> list[str] | None:
        """`-j attrs.json`: `run_list` (or `recipes`) and `chef_environment` are taken out,
        the rest is deep-merged into normal. Returns the run list it gave, if any."""
        data = {attr_key(k): v for k, v in data.items()}
        if "run_list" in data and "recipes" in data:
            raise AmbiguousRunlistSpecification(
                "please set the node's run list using the 'run_list' attribute only."
            )
        run_list = data.pop("run_list", data.pop("recipes", None))
        environment = data.pop("chef_environment", None)
        if environment:
            self.chef_environment = str(environment)
        merged = deep_merge(data, thaw(self._levels["normal"]))
        self.replace_level("normal", merged)
        self.tags()
        if run_list is None:
            return None
        self.run_list = [run_list] if isinstance(run_list, str) else [str(i) for i in run_list]
        return list(self.run_list)

    def __repr__(self) -> str:
        return f"node[{self.name}]"
