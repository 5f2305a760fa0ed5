"""Chef search over a local chef repo, answered as chef-client's local mode (chef-zero) does:
data bags, and nodes/, roles/ and environments/ beside the data bag folder."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from toque.errors import ToqueError
from toque.repo.data_bags import DataBags, read_json_object
from toque.repo.node import Node
from toque.repo.search.query import Doc, Matcher
from toque.repo.search.query_parser import parse

NODE_LEVELS = ("default", "normal", "override", "automatic")
DEFAULT_ENVIRONMENT = {
    "name": "_default",
    "description": "The default Chef environment",
    "cookbook_versions": {},
    "json_class": "Chef::Environment",
    "chef_type": "environment",
    "default_attributes": {},
    "override_attributes": {},
}


class SearchError(ToqueError):
    """A node, role or environment file of the chef repo that cannot be read."""


@dataclass
class Hit:
    """One search result: its name (results sort by it), the document the query matched,
    and the object itself (a data bag item, role or environment as a dict; a node as a
    `Node`), made when first asked for: most documents are only ever matched."""

    name: str
    kind: str  # "data_bag_item", "node", "role" or "environment"
    fields: dict[str, Any]
    doc: Doc
    load: Callable[[], Any]

    @cached_property
    def value(self) -> Any:
        return self.load()


@dataclass
class Page:
    hits: list[Hit]
    start: int
    total: int  # every match, not only this page's


class Search:
    """The search indexes of one run. Files are read once; the running node is indexed
    afresh on each node search, since the run changes it."""

    def __init__(
        self,
        data_bags: DataBags,
        node: Node | None = None,
        loaded: Callable[[], list[str]] = list,
    ) -> None:
        self.data_bags = data_bags
        self.node = node
        self.loaded = loaded  # the recipes the run has loaded so far
        self._queries: dict[str, Matcher] = {}
        self._stored: dict[str, dict[str, Hit]] = {}
        self._items: dict[tuple[str, str], Hit] = {}

    def query(self, index: str, query: str, start: int = 0, rows: int | None = None) -> Page:
        """The hits of `index` that `query` matches, sorted by name, from `start`, at most
        `rows` of them. A bad query raises SearchQueryError; a missing bag DataBagError."""
        matcher = self._queries.get(query)
        if matcher is None:
            matcher = self._queries[query] = parse(query)
        found = [hit for hit in self.hits(index) if matcher.doc(hit.doc)]
        start = max(start, 0)
        end = None if rows is None else start + max(rows, 0)
        return Page(found[start:end], start, len(found))

    def hits(self, index: str) -> list[Hit]:
        if index == "node":
            stored = dict(self._files("nodes", node_hit))
            if self.node is not None:  # the running node replaces its stored copy
                stored[self.node.name] = running_node_hit(self.node, self.loaded())
            return [stored[name] for name in sorted(stored)]
        if index in ("role", "environment"):
            found = dict(self._files(f"{index}s", _plain_hit(index)))
            if index == "environment" and "_default" not in found:
                found["_default"] = _plain_hit(index)(dict(DEFAULT_ENVIRONMENT), "_default")
            return [found[name] for name in sorted(found)]
        return [self._item(index, item) for item in self.data_bags.items(index)]

    def _item(self, bag: str, item: str) -> Hit:
        key = (bag, item)
        if key not in self._items:
            data = self.data_bags.item(bag, item)
            self._items[key] = Hit(item, "data_bag_item", data, Doc(data, item), lambda: data)
        return self._items[key]

    def _files(self, folder: str, make: Callable[[dict[str, Any], str], Hit]) -> dict[str, Hit]:
        """The JSON files of a repo folder as hits, by name (Ruby roles are not read; roles
        and environments may sit in subfolders, as toque's role loading allows)."""
        if folder not in self._stored:
            where = self.data_bags.beside(folder)
            pattern = "*.json" if folder == "nodes" else "**/*.json"
            found = where.glob(pattern) if where is not None and where.is_dir() else []
            paths = sorted(found)
            self._stored[folder] = {p.stem: _read(p, folder, make) for p in paths}
        return self._stored[folder]


def _read(path: Path, folder: str, make: Callable[[dict[str, Any], str], Hit]) -> Hit:
    return make(read_json_object(path, folder[:-1], SearchError), path.stem)


def filtered(hit: Hit, paths: Mapping[str, Any]) -> dict[str, Any]:
    """`filter_result: {'ip' => ['ipaddress']}`: each name with the value at its path in
    the indexed document (nil where the path stops)."""
    out: dict[str, Any] = {}
    for name, path in paths.items():
        value: Any = hit.fields if path else None
        for part in path or ():
            value = value.get(str(part)) if isinstance(value, dict) else None
        out[str(name)] = value
    return out


# -- documents ------------------------------------------------------------------------------


def node_hit(data: dict[str, Any], name: str) -> Hit:
    """A node as chef-client saves it (nodes/NAME.json), indexed as chef-zero does: its
    levels deep-merged, its run list's recipes and roles, its top-level fields."""
    name = str(data.get("name") or name)
    top = {k: v for k, v in data.items() if k not in NODE_LEVELS}
    top["run_list"] = run_list(data.get("run_list") or [])
    top["chef_environment"] = str(data.get("chef_environment") or "_default")
    attributes: Any = {}
    for level in NODE_LEVELS:
        attributes = _merged(data.get(level), attributes)
    fields = _node_fields(attributes if isinstance(attributes, dict) else {}, top, name)
    return Hit(name, "node", fields, Doc(fields, name), lambda: stored_node(data, name))


def stored_node(data: dict[str, Any], name: str) -> Node:
    """The Node of a nodes/NAME.json file, for Ruby to read like the running one."""
    node = Node(name)
    node.chef_environment = str(data.get("chef_environment") or "_default")
    node.run_list = run_list(data.get("run_list") or [])
    node.recipes = [item for kind, item in _entries(node.run_list) if kind == "recipe"]
    for level in NODE_LEVELS:
        if isinstance(data.get(level), dict):
            node.replace_level(level, data[level])
    return node


def running_node_hit(node: Node, loaded: Sequence[str] = ()) -> Hit:
    """The node of this run, indexed as chef-client would save it now (`loaded`: the
    recipes included so far, which chef-client adds to node['recipes'])."""
    extra: dict[str, Any] = {}
    if not node.automatic.has_key("recipes"):  # chef-client sets it as it expands the run list
        recipes = with_duplicate_names(node.recipes)
        extra["recipes"] = recipes + [r for r in loaded if r not in recipes]
    if not node.automatic.has_key("roles"):
        extra["roles"] = [item for kind, item in _entries(node.run_list) if kind == "role"]
    top = {"run_list": list(node.run_list), "chef_environment": node.chef_environment}
    fields = _node_fields({**extra, **node.merged()}, top, node.name)
    return Hit(node.name, "node", fields, Doc(fields, node.name), lambda: node)


def _node_fields(attributes: dict[str, Any], top: dict[str, Any], name: str) -> dict[str, Any]:
    listed = _entries(top["run_list"])
    fields = dict(attributes)
    fields["recipe"] = [item for kind, item in listed if kind == "recipe"]
    fields["role"] = [item for kind, item in listed if kind == "role"]
    fields.update(top)
    fields.update(name=name, json_class="Chef::Node", chef_type="node")
    return fields


def _merged(source: Any, dest: Any) -> Any:
    """chef-zero's deep_merge! without the mutation: `source` wins, hashes merge key by
    key, arrays join without duplicates."""
    if source is None:
        return dest
    if isinstance(source, dict):
        if not isinstance(dest, dict):
            return source
        out = dict(dest)
        for key, value in source.items():
            current = out.get(key)
            out[key] = value if current is None or current is False else _merged(value, current)
        return out
    if isinstance(source, list) and isinstance(dest, list):
        return dest + [x for x in source if x not in dest]
    return source


def _plain_hit(kind: str) -> Callable[[dict[str, Any], str], Hit]:
    """Roles and environments: the JSON object with chef-zero's defaults filled in."""

    def make(data: dict[str, Any], name: str) -> Hit:
        data = {"name": name, "description": "", **data}
        data.setdefault("json_class", f"Chef::{kind.capitalize()}")
        data.setdefault("chef_type", kind)
        for key in ("default_attributes", "override_attributes"):
            data.setdefault(key, {})
        if kind == "role":
            data["run_list"] = run_list(data.get("run_list") or [])
            data.setdefault("env_run_lists", {})
        else:
            data.setdefault("cookbook_versions", {})
        return Hit(name, kind, data, Doc(data, name), lambda: data)

    return make


_ENTRY = re.compile(r"(recipe|role)\[([^\]]+)\]")


def run_list(items: Any) -> list[str]:
    """A run list as chef-zero stores it: `web` becomes `recipe[web]`."""
    entries = [items] if isinstance(items, str) else list(items)
    return [e if _ENTRY.fullmatch(str(e)) else f"recipe[{e}]" for e in map(str, entries)]


def _entries(items: list[str]) -> list[tuple[str, str]]:
    found = (_ENTRY.fullmatch(item) for item in items)
    return [(m.group(1), m.group(2)) for m in found if m]


def with_duplicate_names(recipes: list[str]) -> list[str]:
    """node['recipes'] as chef-client fills it: `apache2` and `apache2::default` both."""
    out: list[str] = []
    for name in recipes:
        if name.endswith("::default"):
            out += [name.removesuffix("::default"), name]
        else:
            out += [name] if "::" in name else [name, f"{name}::default"]
    return out


__all__ = ["Hit", "Page", "Search", "SearchError", "filtered", "node_hit", "running_node_hit"]
